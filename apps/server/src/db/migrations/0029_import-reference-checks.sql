ALTER TABLE "device_events" DROP CONSTRAINT "device_events_actor_catalog_id_people_catalog_id_fk";
--> statement-breakpoint
ALTER TABLE "device_events" DROP CONSTRAINT "device_events_import_id_device_imports_id_fk";
--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_import_id_device_imports_id_fk";
--> statement-breakpoint
-- What the three foreign keys checked row by row, checked once per statement over all its rows: an import of
-- 10 000 devices writes 22 500 rows, and their per-row checks cost it about 160 ms of its 1.4 s.
CREATE FUNCTION "import_references_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'device_imports' THEN
    IF EXISTS (SELECT 1 FROM "gone" g WHERE EXISTS (SELECT 1 FROM "devices" d WHERE d."import_id" = g."id")
        OR EXISTS (SELECT 1 FROM "device_events" e WHERE e."import_id" = g."id")) THEN
      RAISE EXCEPTION 'a device or device event still names the import' USING ERRCODE = 'foreign_key_violation';
    END IF;
  ELSIF TG_TABLE_NAME = 'people' THEN
    IF EXISTS (SELECT 1 FROM "gone" g JOIN "device_events" e ON e."actor_catalog_id" = g."catalog_id") THEN
      RAISE EXCEPTION 'a device event still names the person' USING ERRCODE = 'foreign_key_violation';
    END IF;
  ELSE
    IF EXISTS (SELECT 1 FROM "added" a WHERE a."import_id" IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM "device_imports" i WHERE i."id" = a."import_id")) THEN
      RAISE EXCEPTION 'no such device import' USING ERRCODE = 'foreign_key_violation';
    END IF;
    -- Only device_events has an actor (each statement is planned when reached, so devices never plans this one).
    IF TG_TABLE_NAME = 'device_events' THEN
      IF EXISTS (SELECT 1 FROM "added" a WHERE a."actor_catalog_id" IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM "people" p WHERE p."catalog_id" = a."actor_catalog_id")) THEN
        RAISE EXCEPTION 'no such person' USING ERRCODE = 'foreign_key_violation';
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "devices_import_inserted" AFTER INSERT ON "devices" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "import_references_check"();
--> statement-breakpoint
CREATE TRIGGER "devices_import_updated" AFTER UPDATE ON "devices" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "import_references_check"();
--> statement-breakpoint
CREATE TRIGGER "device_events_inserted" AFTER INSERT ON "device_events" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "import_references_check"();
--> statement-breakpoint
CREATE TRIGGER "device_events_updated" AFTER UPDATE ON "device_events" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "import_references_check"();
--> statement-breakpoint
CREATE TRIGGER "device_imports_deleted" AFTER DELETE ON "device_imports" REFERENCING OLD TABLE AS "gone"
  FOR EACH STATEMENT EXECUTE FUNCTION "import_references_check"();
--> statement-breakpoint
CREATE TRIGGER "people_deleted" AFTER DELETE ON "people" REFERENCING OLD TABLE AS "gone"
  FOR EACH STATEMENT EXECUTE FUNCTION "import_references_check"();
