// The API Pix callback body: {"pix": [{endToEndId, txid, valor, horario, …}]}.
import { z } from "zod";

const pspCallbackEntry = z.looseObject({
  endToEndId: z.string().min(1).max(64),
  txid: z.string().max(35).optional(),
  valor: z.string().regex(/^\d{1,10}\.\d{2}$/, "valor must be a decimal with two places"),
  horario: z.string().optional(),
  chave: z.string().optional(),
  /** The pix's refunds (devoluções), when the callback reports their change. */
  devolucoes: z.array(z.looseObject({ id: z.string().max(35), status: z.string().max(40).optional() })).max(100).optional(),
});

export const pspCallbackBody = z.looseObject({
  pix: z.array(pspCallbackEntry).min(1).max(1000),
});

export type PspCallbackEntry = z.infer<typeof pspCallbackEntry>;
