CREATE TABLE "wallet_addresses" (
	"wallet_id" bigint NOT NULL,
	"index" integer NOT NULL,
	"address" text NOT NULL,
	CONSTRAINT "wallet_addresses_wallet_id_index_pk" PRIMARY KEY("wallet_id","index")
);
--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "pooled_until" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_addresses" ADD CONSTRAINT "wallet_addresses_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;