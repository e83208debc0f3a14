import { describe, expect, it } from "vitest";
import { createPaintFirstRewriter, paintFirstLoader } from "./paint-first.mjs";

// The shape React and Next.js write: preload hint and build scripts in the head, the bootstrap
// script and the page's data (inline scripts) in the body.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="n0nce==" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="n0nce==" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/react.js" async="" nonce="n0nce=="></script>',
  '<script src="/_next/static/chunks/page.js" async="" nonce="n0nce=="></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="n0nce=="></script>',
  '</head><body><main><h1>R$ 150,50</h1><svg role="img"><path d="M0 0h1v1z"/></svg></main>',
  '<script nonce="n0nce==" id="_R_">(globalThis.TURBOPACK||=[]).push({"otherChunks":["static/chunks/page.js"]})</script>',
  '<script src="/_next/static/chunks/boot.js" nonce="n0nce==" async=""></script>',
  '<script nonce="n0nce==">self.__next_f.push([1,"a < b"])</script>',
  "</body></html>",
].join("");

function rewriteInChunksOf(size: number, html = page) {
  const rewriter = createPaintFirstRewriter();
  let out = "";
  for (let at = 0; at < html.length; at += size) out += rewriter.push(html.slice(at, at + size));
  return out + rewriter.end();
}

describe("createPaintFirstRewriter", () => {
  it("takes the build's scripts and their preload out, and loads them from the end of the body", () => {
    const out = rewriteInChunksOf(page.length);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|page|boot)\.js"/);
    expect(out).not.toContain('rel="preload"');
    const loader = paintFirstLoader(["/_next/static/chunks/react.js", "/_next/static/chunks/page.js", "/_next/static/chunks/boot.js"], "n0nce==");
    expect(out).toContain(`${loader}</body></html>`);
    // Everything else is left as it was: the stylesheet, the nomodule polyfill, the page's data.
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""');
    expect(out).toContain('<script nonce="n0nce==" id="_R_">');
    expect(out).toContain('self.__next_f.push([1,"a < b"])');
    expect(out).toContain("<h1>R$ 150,50</h1>");
  });

  it("gives the same document whatever the chunks the stream was cut into", () => {
    const whole = rewriteInChunksOf(page.length);
    for (const size of [1, 2, 3, 7, 16, 61, 200]) expect(rewriteInChunksOf(size)).toBe(whole);
  });

  it("leaves scripts from elsewhere, inline ones and typed ones in place", () => {
    const html =
      '<html><head><script src="https://cdn.example.com/x.js" async=""></script>' +
      '<script type="application/ld+json" src="/_next/static/chunks/data.json" async=""></script>' +
      '<script src="/_next/static/chunks/sync.js"></script></head><body>hi</body></html>';
    const out = rewriteInChunksOf(5, html);
    expect(out).toBe(html);
  });

  it("adds the loader at the end when the document has no </body>", () => {
    const out = rewriteInChunksOf(9, '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><p>cut');
    expect(out).toBe(`<html><head></head><p>cut${paintFirstLoader(["/_next/static/chunks/a.js"], undefined)}`);
  });

  it("passes a document without build scripts through untouched", () => {
    const html = "<html><body><p>404</p></body></html>";
    expect(rewriteInChunksOf(4, html)).toBe(html);
  });
});

describe("paintFirstLoader", () => {
  it("carries the page's nonce on itself and on the scripts it adds", () => {
    const loader = paintFirstLoader(["/_next/static/chunks/a.js"], "n0nce==");
    expect(loader.startsWith('<script nonce="n0nce==">')).toBe(true);
    expect(loader).toContain('n="n0nce=="');
    expect(loader).toContain('["/_next/static/chunks/a.js"]');
    expect(loader.endsWith("</script>")).toBe(true);
  });
});
