CREATE TABLE "customer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone" text,
	"email" text NOT NULL,
	"term" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid,
	"importHash" text
);

--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"createdByEmail" text,
	"entityName" text,
	"action" text,
	"entityId" text,
	"values" jsonb,
	"createdById" text
);

--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"authenticationUid" text,
	"email" text NOT NULL,
	"firstName" text,
	"lastName" text,
	"phoneNumber" text,
	"avatars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"emailVerified" boolean DEFAULT false NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"importHash" text,
	CONSTRAINT "app_user_authenticationUid_unique" UNIQUE("authenticationUid"),
	CONSTRAINT "app_user_email_unique" UNIQUE("email"),
	CONSTRAINT "app_user_importHash_unique" UNIQUE("importHash")
);

--> statement-breakpoint
CREATE TABLE "settings" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"theme" text DEFAULT 'default' NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedById" uuid
);

--> statement-breakpoint
CREATE UNIQUE INDEX "customer_import_hash" ON "customer" USING btree ("importHash");
--> statement-breakpoint
CREATE INDEX "customer_created_at" ON "customer" USING btree ("createdAt");
