"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";

type Item = { href: string; label: NavLabel };
type NavLabel =
  | "overview"
  | "invoices"
  | "newPayment"
  | "paymentLinks"
  | "newPayout"
  | "webhooks"
  | "emails"
  | "apiKeys"
  | "wallets"
  | "pixProfile"
  | "checkout"
  | "account"
  | "apiReference"
  | "users";

const merchantItems: Item[] = [
  { href: "/dashboard", label: "overview" },
  { href: "/dashboard/invoices", label: "invoices" },
  { href: "/dashboard/payments/new", label: "newPayment" },
  { href: "/dashboard/links", label: "paymentLinks" },
  { href: "/dashboard/payouts/new", label: "newPayout" },
  { href: "/dashboard/webhooks", label: "webhooks" },
  { href: "/dashboard/notifications", label: "emails" },
  { href: "/dashboard/api-keys", label: "apiKeys" },
  { href: "/dashboard/wallets", label: "wallets" },
  { href: "/dashboard/pix", label: "pixProfile" },
  { href: "/dashboard/checkout", label: "checkout" },
  { href: "/dashboard/account", label: "account" },
  { href: "/docs", label: "apiReference" },
];
const adminItems: Item[] = [{ href: "/dashboard/admin/users", label: "users" }];

function isActive(pathname: string, href: string) {
  return href === "/dashboard" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

export function DashboardNav({ isAdmin }: { isAdmin: boolean }) {
  const t = useTranslations("nav");
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const link = (item: Item) => (
    <li key={item.href}>
      <Link
        href={item.href}
        onClick={() => setOpen(false)}
        aria-current={isActive(pathname, item.href) ? "page" : undefined}
        className="block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
      >
        {t(item.label)}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t("label")}>
      <button
        type="button"
        className="mb-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm md:hidden"
        aria-expanded={open}
        aria-controls="dashboard-nav-list"
        onClick={() => setOpen((value) => !value)}
      >
        {t("menu")}
      </button>
      <div id="dashboard-nav-list" className={`${open ? "block" : "hidden"} md:block`}>
        <ul className="space-y-1">{merchantItems.map(link)}</ul>
        {isAdmin ? (
          <>
            <p className="mt-6 px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{t("admin")}</p>
            <ul className="mt-1 space-y-1">{adminItems.map(link)}</ul>
          </>
        ) : null}
      </div>
    </nav>
  );
}
