-- Account settings: the header avatar (32×32) gets its own path. users.image_path holds the
-- author image (height 200), which author pages, material cards and the user show.
ALTER TABLE users ADD COLUMN avatar_path TEXT;
