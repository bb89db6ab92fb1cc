CREATE TABLE "marketing_click_counts" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"button" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "marketing_click_counts_day_page_button_pk" PRIMARY KEY("day","page","button")
);
