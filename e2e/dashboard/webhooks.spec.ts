import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { createUser, signIn } from "../fixtures";

/** A real local receiver answering 200, recording the webhook-id of each delivery. */
async function startReceiver() {
  const received: string[] = [];
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      received.push(String(request.headers["webhook-id"]));
      response.writeHead(200, { "content-type": "text/plain" }).end("received by the e2e receiver");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/ponte-hooks`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

test("sets a webhook URL, sends a test event and sees it in the delivery log", async ({ page, baseURL }) => {
  const receiver = await startReceiver();
  try {
    const user = await createUser(baseURL ?? "");
    await signIn(page, user.email, user.password);
    await page.goto("/dashboard/webhooks");

    await page.getByLabel("Webhook URL").fill(receiver.url);
    await page.getByRole("button", { name: "Save URL" }).click();
    await expect(page.getByRole("button", { name: "Update URL" })).toBeVisible();

    await page.getByRole("button", { name: "Reveal secret" }).click();
    await expect(page.getByTestId("webhook-secret")).toHaveText(/^whsec_/);

    await page.getByRole("button", { name: "Send test event" }).click();
    const result = page.getByTestId("webhook-test-result");
    await expect(result).toContainText("Delivered");
    await expect(result).toContainText("HTTP 200");
    expect(receiver.received).toHaveLength(1);

    const entry = page.getByTestId("webhook-delivery").first();
    await expect(entry).toContainText("webhook.test");
    await expect(entry).toContainText("succeeded");
    await expect(entry).toContainText("received by the e2e receiver");
    await expect(entry).toContainText(receiver.received[0] ?? "missing");
  } finally {
    await receiver.close();
  }
});

test("refuses a webhook URL that is not http(s)", async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? "");
  await signIn(page, user.email, user.password);
  await page.goto("/dashboard/webhooks");
  // type="url" lets ftp: through the browser's own check; the server refuses it.
  await page.getByLabel("Webhook URL").fill("ftp://example.com/hooks");
  await page.getByRole("button", { name: "Save URL" }).click();
  await expect(page.getByText("The URL must use http or https.")).toBeVisible();
});
