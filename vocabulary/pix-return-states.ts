// The states of one devolução of a PIX refund (db/schema/pix-refunds.ts), read by the schema and by
// the refund's services. `requested`: asked of the PSP, no answer yet (or none that said what it
// did); `processing`: the PSP took it (API Pix EM_PROCESSAMENTO); `returned` (DEVOLVIDO) and
// `refused` (NAO_REALIZADO, or the PSP's outright refusal of the request) are final.
export const pixReturnStates = ["requested", "processing", "returned", "refused"] as const;
export type PixReturnState = (typeof pixReturnStates)[number];

export const unsettledPixReturnStates = ["requested", "processing"] as const satisfies readonly PixReturnState[];
