// How a receiver verifies a delivery with the standardwebhooks package (Node / Express).
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";

const sample = `import express from "express";
import { Webhook } from "standardwebhooks";

const webhook = new Webhook(process.env.PONTE_WEBHOOK_SECRET); // whsec_…
const app = express();

// Verify against the raw body: re-serialized JSON would not match the signature.
app.post("/webhooks/ponte", express.raw({ type: "application/json" }), (req, res) => {
  let event;
  try {
    event = webhook.verify(req.body.toString("utf8"), req.headers);
  } catch {
    return res.status(400).send("invalid signature");
  }
  // webhook-id stays the same on retries and resends: use it to drop duplicates.
  // data.invoice.version increases with every change: drop stale snapshots.
  if (event.type === "invoice.paid") {
    // mark order event.data.invoice.external_reference as paid
  }
  res.status(204).end();
});`;

export function VerifySample() {
  const t = useTranslations("verifySample");
  return (
    <Card title={t("title")} description={t("description")}>
      <pre className="overflow-x-auto rounded-md bg-slate-900 p-4 text-xs leading-relaxed text-slate-100">
        <code>{sample}</code>
      </pre>
    </Card>
  );
}
