-- Keeps invoice_counters exact: +1 for a new row, -1/+1 when status changes, -1 on delete.
-- The slot spreads one merchant's concurrent inserts over 8 counter rows.
CREATE OR REPLACE FUNCTION invoice_counters_apply(p_user bigint, p_gateway gateway, p_type invoice_type, p_status invoice_status, p_delta bigint) RETURNS void AS $$
BEGIN
  INSERT INTO invoice_counters (user_id, gateway, type, status, slot, count)
  VALUES (p_user, p_gateway, p_type, p_status, (floor(random() * 8))::smallint, p_delta)
  ON CONFLICT (user_id, gateway, type, status, slot) DO UPDATE SET count = invoice_counters.count + EXCLUDED.count;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_counters_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM invoice_counters_apply(NEW.user_id, NEW.gateway, NEW.type, NEW.status, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM invoice_counters_apply(OLD.user_id, OLD.gateway, OLD.type, OLD.status, -1);
  ELSIF (OLD.status, OLD.user_id, OLD.gateway, OLD.type) IS DISTINCT FROM (NEW.status, NEW.user_id, NEW.gateway, NEW.type) THEN
    PERFORM invoice_counters_apply(OLD.user_id, OLD.gateway, OLD.type, OLD.status, -1);
    PERFORM invoice_counters_apply(NEW.user_id, NEW.gateway, NEW.type, NEW.status, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER invoices_counters AFTER INSERT OR UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoice_counters_trigger();
