"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { searchWithout, type FilterProblem, type Filters } from "./list-filters";

/** The refused parameters of the address, each with a link that drops just it. */
export function FilterProblems({ problems, filters, pathname }: { problems: FilterProblem[]; filters: Filters; pathname: string }) {
  const t = useTranslations("invoices.filters");
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p className="font-medium">{t("problemsTitle", { count: problems.length })}</p>
      <ul className="mt-2 space-y-1">
        {problems.map((problem) => (
          <li key={problem.key ?? "filters"}>
            <strong>{t(`names.${problem.key ?? "all"}`)}</strong>
            {problem.key ? (
              <>
                {" "}(<code className="break-all">{problem.key}={problem.value}</code>)
              </>
            ) : null}{" "}
            {t(`reasons.${problem.reason}`)}.{" "}
            {problem.key ? (
              <Link href={`${pathname}${searchWithout(filters, problem.key)}`} className="whitespace-nowrap font-medium underline">
                {t("remove", { key: problem.key })}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <Link href={pathname} className="font-medium underline">
          {t("clearAll")}
        </Link>
      </p>
    </div>
  );
}
