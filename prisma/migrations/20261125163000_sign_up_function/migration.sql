-- A sign-up and its confirmation mail in one call, so one round trip and one transaction
-- (libs/api/notify/src/lib/subscribers.repository.ts, which passes the rules' numbers). A
-- function because the mailbox's advisory lock must come before the statement that counts the
-- mailbox's mail: a lock taken inside that statement would follow its snapshot, and two spellings
-- of one mailbox signing up at once could each miss the other's mail. In PL/pgSQL each statement
-- takes a fresh snapshot, after the lock.
--
-- Nothing is written when the mailbox already had p_mails_per_day confirmations queued in the
-- last 24 hours. Otherwise a new address, or an unsubscribed one, becomes pending with a
-- confirmation due; a pending one is due another only when the last was queued p_resend_minutes
-- ago or more (it keeps its nonce, so the earlier mail's link still works); a confirmed one is
-- left alone. The outbox row is inserted from the upsert's RETURNING, so it exists exactly when
-- the subscription was (re)armed, with the template's parameters rather than its text. Returns
-- whether a mail was queued.
CREATE FUNCTION "shop_sign_up"(
  p_email text, p_list text, p_mailbox text, p_kind text,
  p_mails_per_day int, p_resend_minutes int, p_link_ttl_seconds int
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  queued int;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_mailbox, 0));
  WITH mailbox_has_room AS (
    SELECT count(*) < p_mails_per_day AS yes FROM mail_outbox
     WHERE mailbox = p_mailbox AND kind = p_kind AND created_at > now() - interval '1 day'
  ),
  signed_up AS (
    INSERT INTO subscribers (id, email, list, status, confirm_nonce, confirmation_sent_at, updated_at)
    SELECT gen_random_uuid(), p_email, p_list, 'pending', replace(gen_random_uuid()::text, '-', ''), now(), now()
      FROM mailbox_has_room WHERE mailbox_has_room.yes
    ON CONFLICT (email, list) DO UPDATE
       SET status = 'pending',
           confirm_nonce = COALESCE(subscribers.confirm_nonce, EXCLUDED.confirm_nonce),
           confirmation_sent_at = now(),
           updated_at = now()
     WHERE subscribers.status = 'unsubscribed'
        OR (subscribers.status = 'pending'
            AND (subscribers.confirmation_sent_at IS NULL
                 OR subscribers.confirmation_sent_at <= now() - p_resend_minutes * interval '1 minute'))
    RETURNING id, email, list, confirm_nonce
  )
  INSERT INTO mail_outbox (id, kind, to_address, mailbox, params, subscriber_id, updated_at)
  SELECT gen_random_uuid(), p_kind, signed_up.email, p_mailbox,
         jsonb_build_object('subscriptionId', signed_up.id::text, 'list', signed_up.list, 'nonce', signed_up.confirm_nonce,
                            'expiresAt', floor(extract(epoch FROM now()))::bigint + p_link_ttl_seconds),
         signed_up.id, now()
    FROM signed_up;
  GET DIAGNOSTICS queued = ROW_COUNT;
  RETURN queued > 0;
END
$$;
