// The API reference on a phone: Markdown rendered (no literal backticks), every example shown, and
// nothing wider than the screen but the boxes that scroll on their own.
import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("/docs on a phone shows no literal backticks and every example", async ({ page, request }) => {
  const document = await (await request.get("/api/openapi.json")).json();
  type Media = { content?: Record<string, { example?: unknown }> };
  const operations = Object.values(document.paths as Record<string, Record<string, { responses: Record<string, Media> }>>).flatMap(
    (methods) => Object.values(methods),
  );
  const responseExamples = operations.flatMap((operation) =>
    Object.entries(operation.responses).filter(([status, response]) => Number(status) < 300 && response.content?.["application/json"]?.example !== undefined),
  ).length;
  const eventExamples = Object.values(document.webhooks as Record<string, { post: { requestBody: Media } }>).filter(
    (entry) => entry.post.requestBody.content?.["application/json"]?.example !== undefined,
  ).length;

  await page.goto("/docs");
  await expect(page.getByRole("heading", { name: "API reference" })).toBeVisible();
  // curl and SDK per operation, each success example, each event payload, and the verification.
  await expect(page.locator("[data-example]")).toHaveCount(operations.length * 2 + responseExamples + eventExamples + 1);
  await expect(page.locator('[data-example="curl"]').first()).toContainText("curl -X");

  const prose = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("pre").forEach((element) => element.remove());
    return copy.innerText;
  });
  expect(prose).not.toContain("`");
  expect(prose).toContain("required");

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
