import { getDb } from "@/db/client";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { tableOf } from "@/components/ui/table";
import { notificationMessages } from "@/components/dashboard/notifications/notification-messages";
import { NotificationSettingsForm } from "@/components/dashboard/notifications/notification-settings-form";
import { getSessionActor } from "@/server/session/get-session-actor";
import { getTimeZone } from "next-intl/server";
import { getDashboardLocale } from "@/i18n/get-format";
import { getNotificationSettings } from "@/server/notifications/settings";
import { listEmailLog } from "@/server/notifications/list-emails";

export const metadata = { title: "E-mails" };

const { Table, TableHead, TableBody, TableHeader, TableCell } = tableOf("regular");

export default async function NotificationsPage() {
  const db = await getDb();
  const actor = await getSessionActor(db);
  if (!actor) return null;
  const [settings, log, locale] = await Promise.all([getNotificationSettings(db, actor.userId), listEmailLog(db, actor), getDashboardLocale()]);
  const t = notificationMessages[locale];
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short", timeZone: await getTimeZone() });
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <div className="space-y-4">
        <NotificationSettingsForm initial={settings} locale={locale} />
        <Card title={t.log}>
          {log.length === 0 ? (
            <p className="text-sm text-slate-500">{t.empty}</p>
          ) : (
            <div className="overflow-x-auto">
              <Table data-testid="email-log">
                <TableHead>
                  <TableHeader>{t.when}</TableHeader>
                  <TableHeader>{t.kind}</TableHeader>
                  <TableHeader>{t.recipient}</TableHeader>
                  <TableHeader>{t.state}</TableHeader>
                </TableHead>
                <TableBody>
                  {log.map((email) => (
                    <tr key={email.id}>
                      <TableCell className="whitespace-nowrap">{when.format(email.sentAt ?? email.createdAt)}</TableCell>
                      <TableCell>{t.kinds[email.kind] ?? email.kind}</TableCell>
                      <TableCell className="break-all">{email.recipient}</TableCell>
                      <TableCell title={email.lastError ?? undefined}>
                        {t.states[email.state] ?? email.state}
                        {email.attemptCount > 1 ? ` (${email.attemptCount})` : ""}
                      </TableCell>
                    </tr>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </Card>
      </div>
    </>
  );
}
