-- Issue 10 §6: an account-access row can never give a person an account of another customer than their own, and
-- only through their own customer's solution; enforced in the database as well as in the services.
CREATE FUNCTION account_access_one_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM people p
    JOIN accounts a ON a.customer_id = p.customer_id
    JOIN configs c ON c.customer_id = p.customer_id
    WHERE p.catalog_id = NEW.catalog_id AND a.id = NEW.account_id AND c.id = NEW.config_id
  ) THEN
    RAISE EXCEPTION 'account_access: person %, account % and solution % are not of one customer',
      NEW.catalog_id, NEW.account_id, NEW.config_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_access_one_customer BEFORE INSERT OR UPDATE ON account_access
  FOR EACH ROW EXECUTE FUNCTION account_access_one_customer();
