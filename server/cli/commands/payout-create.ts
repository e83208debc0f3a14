// npx ponte payout:create: a payout to any receiver, checked like the API's; prints the payout's id,
// then the claim link (no --address) or the wallet URI of the send to make (with one).
import type { CreatePayoutInput } from "@/server/withdrawals/schemas";
import { createPayoutInput } from "@/server/withdrawals/schemas";
import { createPayout } from "@/server/withdrawals/payouts/create-payout";
import { sendUri } from "@/vocabulary/configured-assets";
import { findUserByEmail } from "@/server/users/manage-users";
import { parseOrThrow } from "@/kernel/validation";
import { parseUnits } from "@/kernel/money";
import { payDecimals } from "@/vocabulary/assets";
import type { CliCommand } from "../command";
import { optionalFlag, requireFlag } from "../flags";

export const command: CliCommand = {
  name: "payout:create",
  usage:
    "payout:create --email E --currency BTC|ETH|USDTBSC (--crypto-amount X | --amount N) [--fiat BRL|USD|EUR] [--address A] [--name N] [--description D]",
  summary: "Create a payout and print its id and claim link (or, with --address, the wallet URI of the send)",
  async run(args, io) {
    const db = await io.db();
    const email = requireFlag(args, "email");
    const user = await findUserByEmail(db, email);
    if (!user) throw new Error(`No user with e-mail ${email}.`);
    const amount = optionalFlag(args, "amount");
    const raw = {
      pay_currency: requireFlag(args, "currency"),
      fiat_currency: optionalFlag(args, "fiat") ?? "BRL",
      // The API's `amount` is a JSON number, checked by its schema (at most 2 decimals); a flag is
      // text, read as the number a JSON body would carry, only from a plain decimal.
      ...(amount === undefined ? {} : { amount: /^\d+(\.\d+)?$/.test(amount) ? Number(amount) : amount }), // money-json: the JSON body's number
      ...(optionalFlag(args, "crypto-amount") === undefined ? {} : { crypto_amount: optionalFlag(args, "crypto-amount") }),
      ...(optionalFlag(args, "address") === undefined ? {} : { address: optionalFlag(args, "address") }),
      ...(optionalFlag(args, "name") === undefined ? {} : { customer_name: optionalFlag(args, "name") }),
      ...(optionalFlag(args, "description") === undefined ? {} : { description: optionalFlag(args, "description") }),
    };
    const input: CreatePayoutInput = parseOrThrow(createPayoutInput, raw, "body");
    const payout = await createPayout(db, { userId: user.id, role: user.role }, { input });
    io.print(payout.id);
    const address = payout.payment_details.pay_address;
    const currency = payout.payment_details.pay_currency;
    io.print(
      address
        ? (sendUri({ payCurrency: currency, address, amountBase: parseUnits(payout.amount_due, payDecimals(currency)) }) ?? address)
        : (payout.withdrawal?.claim_url ?? ""),
    );
  },
};
