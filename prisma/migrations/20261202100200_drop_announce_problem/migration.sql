-- Why a drop's announcement could not be queued, if it could not (its campaign name is taken by
-- other content): the announcer passes over such a drop instead of retrying it for ever, ahead
-- of every later drop's announcement (issue 60).
ALTER TABLE "drops" ADD COLUMN "announce_problem" TEXT;
