CREATE TABLE "stored_file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource" text NOT NULL,
	"field" text NOT NULL,
	"name" text NOT NULL,
	"mimeType" text NOT NULL,
	"sizeInBytes" integer NOT NULL,
	"createdById" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;
