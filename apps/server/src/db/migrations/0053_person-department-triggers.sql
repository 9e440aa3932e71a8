-- subscriptions.person_department_id is the department of the subscription's person (issue 31: the users list's
-- department sort walks (person_department_id, id)). A subscription takes it when it is written with a person, and
-- a person's subscriptions follow when the person changes department.
CREATE OR REPLACE FUNCTION subscriptions_take_person_department() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.person_department_id := (SELECT p.department_id FROM people p WHERE p.catalog_id = NEW.catalog_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_take_person_department BEFORE INSERT OR UPDATE OF catalog_id ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION subscriptions_take_person_department();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION people_department_to_subscriptions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE subscriptions SET person_department_id = NEW.department_id WHERE catalog_id = NEW.catalog_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER people_department_to_subscriptions AFTER UPDATE OF department_id ON people
  FOR EACH ROW WHEN (OLD.department_id IS DISTINCT FROM NEW.department_id)
  EXECUTE FUNCTION people_department_to_subscriptions();
--> statement-breakpoint
UPDATE subscriptions s SET person_department_id = p.department_id
  FROM people p WHERE p.catalog_id = s.catalog_id AND p.department_id IS NOT NULL;
