import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { getFormat } from "@/i18n/get-format";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { tableOf } from "@/components/ui/table";
import { NotificationSettingsForm } from "@/components/dashboard/notifications/notification-settings-form";
import { getSessionActor } from "@/server/session/get-session-actor";
import { getNotificationSettings } from "@/server/notifications/settings";
import { emailKinds } from "@/server/notifications/enqueue-emails";
import { listEmailLog } from "@/server/notifications/list-emails";

export async function generateMetadata() {
  return { title: (await getTranslations("emailNotices"))("title") };
}

const emailStates = ["pending", "sent", "failed"] as const;
const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

const { Table, TableHead, TableBody, TableHeader, TableCell } = tableOf("regular");

export default async function NotificationsPage() {
  const db = await getDb();
  const actor = await getSessionActor(db);
  if (!actor) return null;
  const [settings, log, t, format] = await Promise.all([
    getNotificationSettings(db, actor.userId),
    listEmailLog(db, actor),
    getTranslations("emailNotices"),
    getFormat(),
  ]);
  const kindName = (kind: string) => (isOneOf(emailKinds, kind) ? t(`kinds.${kind}`) : kind);
  const stateName = (state: string) => (isOneOf(emailStates, state) ? t(`states.${state}`) : state);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="space-y-4">
        <NotificationSettingsForm initial={settings} />
        <Card title={t("log")}>
          {log.length === 0 ? (
            <p className="text-sm text-slate-500">{t("empty")}</p>
          ) : (
            <div className="overflow-x-auto">
              <Table data-testid="email-log">
                <TableHead>
                  <TableHeader>{t("when")}</TableHeader>
                  <TableHeader>{t("kind")}</TableHeader>
                  <TableHeader>{t("recipient")}</TableHeader>
                  <TableHeader>{t("state")}</TableHeader>
                </TableHead>
                <TableBody>
                  {log.map((email) => (
                    <tr key={email.id}>
                      <TableCell className="whitespace-nowrap">{format.dateTime(email.sentAt ?? email.createdAt)}</TableCell>
                      <TableCell>{kindName(email.kind)}</TableCell>
                      <TableCell className="break-all">{email.recipient}</TableCell>
                      <TableCell title={email.lastError ?? undefined}>
                        {email.attemptCount > 1 ? t("attempts", { state: stateName(email.state), count: email.attemptCount }) : stateName(email.state)}
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
