// POST /api/pix/webhook/pix - the same callback at the path API Pix appends to the registered webhook URL
export { POST } from "../route";
