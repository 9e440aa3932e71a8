CREATE TABLE "password_set_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"catalog_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provisioned_ids" (
	"kind" text NOT NULL,
	"customer_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"internal_id" integer NOT NULL,
	CONSTRAINT "provisioned_ids_kind_customer_id_external_id_pk" PRIMARY KEY("kind","customer_id","external_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "ended_on" date;--> statement-breakpoint
ALTER TABLE "billing_groups" ADD COLUMN "ended_on" date;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "ended_on" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ended_on" date;--> statement-breakpoint
ALTER TABLE "password_set_tokens" ADD CONSTRAINT "password_set_tokens_catalog_id_people_catalog_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."people"("catalog_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisioned_ids" ADD CONSTRAINT "provisioned_ids_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_set_tokens_person_idx" ON "password_set_tokens" USING btree ("catalog_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provisioned_ids_internal_idx" ON "provisioned_ids" USING btree ("kind","internal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provisioned_ids_customer_idx" ON "provisioned_ids" USING btree ("external_id") WHERE kind = 'customer';