CREATE TABLE "page_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"referrer_host" text NOT NULL,
	"device" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_views_day_path_language_referrer_host_device_pk" PRIMARY KEY("day","path","language","referrer_host","device"),
	CONSTRAINT "page_views_device_check" CHECK ("page_views"."device" in ('phone', 'tablet', 'desktop'))
);
