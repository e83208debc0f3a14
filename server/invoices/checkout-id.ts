// The public checkout handle of an invoice (both rails): /checkout/<id> must not be guessable.
import { nanoid } from "nanoid";

/**
 * The time in base 36 (8 characters until 2059), then 20 URL-safe random characters (120 bits,
 * drawn by nanoid from a pool of crypto random bytes). The time first keeps new ids at the end of
 * their unique index, as for event ids; the random part is what makes the link unguessable.
 */
export const newCheckoutId = () => `${Date.now().toString(36)}${nanoid(20)}`;
