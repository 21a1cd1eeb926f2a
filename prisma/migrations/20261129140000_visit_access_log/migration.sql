-- Her access log shows when her doctor joined and left a video visit (issue 35, item 5): the times,
-- never what was said or shown, which the clinic does not have. Written by lib/video/room.ts.
ALTER TYPE "AccessSubject" ADD VALUE 'visit_joined';
ALTER TYPE "AccessSubject" ADD VALUE 'visit_left';
