CREATE TABLE "payment_daily_totals" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"gateway" "gateway" NOT NULL,
	"type" "invoice_type" NOT NULL,
	"pay_currency" text NOT NULL,
	"payments" integer NOT NULL,
	"amount_base" numeric(78, 0) NOT NULL,
	"value_brl_minor" bigint NOT NULL,
	CONSTRAINT "payment_daily_totals_user_id_day_gateway_type_pay_currency_pk" PRIMARY KEY("user_id","day","gateway","type","pay_currency")
);
