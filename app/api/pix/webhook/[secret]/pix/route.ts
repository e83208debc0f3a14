// POST /api/pix/webhook/{secret}/pix - the same callback at the path API Pix appends to the registered webhook URL
export { DELETE, GET, HEAD, PATCH, POST, PUT } from "../route";
