-- Event payloads (the whole invoice object, QR image included: about 2 KB) and invoice rows with
-- a large QR sit just above PostgreSQL's 2 KB TOAST threshold, so each insert tried to compress
-- them (base64 PNG barely compresses) and then wrote them out of line: a second heap row, a TOAST
-- index entry and their WAL, about 40 % of an event insert. Rows up to a page's worth stay inline.
ALTER TABLE "webhook_events" SET (toast_tuple_target = 8160);
--> statement-breakpoint
ALTER TABLE "invoices" SET (toast_tuple_target = 8160);
