-- The ledger's rules, enforced by the database itself so no code path (a bug, a hand-written
-- query, a future feature) can break them: entries are append-only, a transaction's entries
-- sum to zero, and a transaction row only ever changes its status.
CREATE FUNCTION wallet_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_entries is append-only: % refused', TG_OP;
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE OR DELETE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_refuse_change();
--> statement-breakpoint
CREATE TRIGGER wallet_entries_no_truncate BEFORE TRUNCATE ON wallet_entries
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_refuse_change();
--> statement-breakpoint
-- Row triggers AFTER INSERT run at the end of the statement, so they see every entry the one
-- INSERT of a posting wrote.
CREATE FUNCTION wallet_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT sum(amount) FROM wallet_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
    RAISE EXCEPTION 'wallet transaction % is not balanced', NEW.transaction_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_balanced AFTER INSERT ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_check_balanced();
--> statement-breakpoint
CREATE FUNCTION wallet_transactions_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'wallet_transactions rows are never deleted';
  END IF;
  IF (to_jsonb(NEW) - 'status') IS DISTINCT FROM (to_jsonb(OLD) - 'status') THEN
    RAISE EXCEPTION 'only the status of a wallet transaction may change';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_guard BEFORE UPDATE OR DELETE ON wallet_transactions
  FOR EACH ROW EXECUTE FUNCTION wallet_transactions_guard();
