import { getTranslations } from "next-intl/server";
import { LoginForm } from "@/components/dashboard/login-form";

export async function generateMetadata() {
  return { title: (await getTranslations("login"))("title") };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string; changed?: string }> }) {
  const { next, changed } = await searchParams;
  const t = await getTranslations("login");
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm">
        <p className="mb-6 text-center text-2xl font-semibold tracking-tight">
          {t.rich("heading", { brand: (chunks) => <span className="text-brand-600">{chunks}</span> })}
        </p>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="mb-4 text-lg font-semibold">{t("title")}</h1>
          {changed === "password" ? (
            <p role="status" className="mb-4 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
              {t("passwordChanged")}
            </p>
          ) : null}
          <LoginForm next={next ?? "/dashboard"} />
        </div>
      </div>
    </main>
  );
}
