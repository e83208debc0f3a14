// The checkout's own 404 page, in the payer's language, for a link that cannot be decoded.
export { default } from "../[checkoutId]/not-found";
