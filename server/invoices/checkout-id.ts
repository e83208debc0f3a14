// The public checkout handle of an invoice (both rails): /checkout/<id> must not be guessable.
import { nanoid } from "nanoid";

/** 24 URL-safe characters, 144 random bits (nanoid draws them from a pool of crypto random bytes). */
export const newCheckoutId = () => nanoid(24);
