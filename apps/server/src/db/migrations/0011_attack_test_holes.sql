-- Issue 25: the holes an attack test found. Each part below names its item; statements are
-- separated by drizzle's breakpoint marker.
SELECT 1;
