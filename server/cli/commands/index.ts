import type { CliCommand } from "../command";
import { command as keyCreate } from "./key-create";
import { command as listen } from "./listen";
import { command as payoutCreate } from "./payout-create";
import { command as pixConnect } from "./pix-connect";
import { command as pixReencrypt } from "./pix-reencrypt";
import { command as pixSet } from "./pix-set";
import { command as sandboxSet } from "./sandbox-set";
import { command as userCreate } from "./user-create";
import { command as walletSet } from "./wallet-set";
import { command as webhookSet } from "./webhook-set";

export const commands: CliCommand[] = [
  userCreate,
  keyCreate,
  walletSet,
  webhookSet,
  pixSet,
  pixConnect,
  pixReencrypt,
  sandboxSet,
  payoutCreate,
  listen,
];
