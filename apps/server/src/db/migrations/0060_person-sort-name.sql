-- subscriptions.person_first_key and person_last_key are the lower-case first and last name of the subscription's
-- person (issue 31: the users list's name sort walks (account_id, first, last, id) per account and stops, as the
-- phone sort does, rather than reading every person of the customer in name order and sorting the scope's
-- subscriptions). They are kept with person_department_id (migration 0053) by one trigger on each table: a
-- subscription takes its person's when it is written with a person, and a person's subscriptions follow when the
-- person's name or department changes.
ALTER TABLE "subscriptions" ADD COLUMN "person_first_key" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "person_last_key" text;--> statement-breakpoint
DROP TRIGGER subscriptions_take_person_department ON subscriptions;--> statement-breakpoint
DROP FUNCTION subscriptions_take_person_department();--> statement-breakpoint
DROP TRIGGER people_department_to_subscriptions ON people;--> statement-breakpoint
DROP FUNCTION people_department_to_subscriptions();--> statement-breakpoint
CREATE FUNCTION subscriptions_take_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.department_id, lower(p.first_name), lower(p.last_name)
    INTO NEW.person_department_id, NEW.person_first_key, NEW.person_last_key
    FROM people p WHERE p.catalog_id = NEW.catalog_id;
  IF NOT FOUND THEN
    NEW.person_department_id := NULL;
    NEW.person_first_key := NULL;
    NEW.person_last_key := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_take_person BEFORE INSERT OR UPDATE OF catalog_id ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION subscriptions_take_person();
--> statement-breakpoint
CREATE FUNCTION people_to_subscriptions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE subscriptions SET person_department_id = NEW.department_id, person_first_key = lower(NEW.first_name),
      person_last_key = lower(NEW.last_name)
    WHERE catalog_id = NEW.catalog_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER people_to_subscriptions AFTER UPDATE OF department_id, first_name, last_name ON people
  FOR EACH ROW WHEN (OLD.department_id IS DISTINCT FROM NEW.department_id
    OR lower(OLD.first_name) IS DISTINCT FROM lower(NEW.first_name)
    OR lower(OLD.last_name) IS DISTINCT FROM lower(NEW.last_name))
  EXECUTE FUNCTION people_to_subscriptions();
--> statement-breakpoint
UPDATE subscriptions s SET person_first_key = lower(p.first_name), person_last_key = lower(p.last_name)
  FROM people p WHERE p.catalog_id = s.catalog_id;--> statement-breakpoint
CREATE INDEX "subscriptions_account_name_idx" ON "subscriptions" USING btree ("account_id","person_first_key","person_last_key","id") WHERE "subscriptions"."catalog_id" is not null;
