// @ts-check
// The hosted checkout paints before its scripts load. Next.js puts every script of a page in the
// <head> as <script async>, so a phone on a slow network downloads React and the router alongside
// the stylesheet, and the first paint waits for the bandwidth they take. The page is complete
// without them (the server renders it with its data), so the production server takes those tags
// out of the HTML as it streams and appends a small loader that adds them back once the page has
// painted; they then hydrate it as before. docs/decisions.md tells why, docs/performance.md the
// figures.

/** A script of the build: <script src="/_next/static/…" async …></script>, as React writes it. */
const BUILD_SCRIPT = /<script\b(?=[^>]*\ssrc="(\/_next\/static\/[^"]+)")(?=[^>]*\sasync(?:="")?[\s>/])(?![^>]*\s(?:type|nomodule)=)[^>]*>\s*<\/script>/gi;
/** Its preload hint, which would start the download before the paint all the same. */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\srel="preload")(?=[^>]*\sas="script")(?=[^>]*\shref="\/_next\/static\/)[^>]*>/gi;
const NONCE = /\snonce="([^"]+)"/i;
/** A tag cut by the end of a chunk (an unclosed "<…"), or a build script opened but not closed. */
const UNFINISHED_TAIL = /(?:<[^>]*|<script\b[^>]*>\s*(?:<(?:\/(?:s(?:c(?:r(?:i(?:p(?:t)?)?)?)?)?)?)?)?)$/i;
const BODY_END = "</body>";

/**
 * The inline script that loads `sources` once the first contentful paint has been presented (the
 * paint timing entry arrives after it is on screen), at once in a hidden tab (which never paints),
 * after the next frame where paint timing is missing, and after a few seconds at the latest.
 * @param {string[]} sources
 * @param {string | undefined} nonce the CSP nonce of the page, which the loader and its scripts need
 */
export function paintFirstLoader(sources, nonce) {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  const body = `(function(){var s=${JSON.stringify(sources)},n=${JSON.stringify(nonce ?? "")},d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;if(n)e.nonce=n;document.head.appendChild(e)})}
if(document.visibilityState!=="visible"){go();return}setTimeout(go,3000);var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){setTimeout(go,0)})}})()`;
  // "<" never appears in the sources (paths of the build), so the text cannot close the script early.
  return `<script${nonceAttribute}>${body.replace(/\n/g, "")}</script>`;
}

/**
 * Rewrites a streamed HTML document: the build's script tags and their preload hints come out as
 * they pass, and the loader goes in just before </body> (or at the end, if none came).
 */
export function createPaintFirstRewriter() {
  /** @type {string[]} */
  const sources = [];
  /** @type {string | undefined} */
  let nonce;
  let carried = "";
  let loaderWritten = false;

  /** @param {string} text */
  const strip = (text) =>
    text.replace(SCRIPT_PRELOAD, "").replace(BUILD_SCRIPT, (tag, source) => {
      sources.push(source);
      nonce ??= NONCE.exec(tag)?.[1];
      return "";
    });

  /** @param {string} text */
  const withLoader = (text) => {
    const at = text.indexOf(BODY_END);
    if (loaderWritten || at < 0) return text;
    loaderWritten = true;
    // Every build script comes before </body>: none seen, nothing to load.
    if (sources.length === 0) return text;
    return text.slice(0, at) + paintFirstLoader(sources, nonce) + text.slice(at);
  };

  return {
    /** @param {string} chunk @returns {string} what can be sent now */
    push(chunk) {
      const text = carried + chunk;
      const tail = UNFINISHED_TAIL.exec(text);
      const ready = tail ? text.slice(0, tail.index) : text;
      carried = tail ? tail[0] : "";
      return withLoader(strip(ready));
    },
    /** @returns {string} the rest, once the document has ended */
    end() {
      const rest = withLoader(strip(carried));
      carried = "";
      if (loaderWritten || sources.length === 0) return rest;
      loaderWritten = true;
      return rest + paintFirstLoader(sources, nonce);
    },
  };
}
