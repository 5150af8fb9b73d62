-- Favourites on the server and folders (docs/favourites.md).
-- A favourite belongs to an account (user_id) or to an anonymous holder (anonymous_id = the hash
-- of their public token), exactly one of the two, like subscriptions; one row per holder and material.
-- `world` is the material's world: each country edition lists its own favourites.
CREATE TABLE wishlist (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id),
  anonymous_id TEXT,
  material_id INTEGER NOT NULL REFERENCES materials(id),
  world TEXT NOT NULL REFERENCES worlds(code),
  created_at TEXT NOT NULL,
  CHECK ((user_id IS NULL) <> (anonymous_id IS NULL))
);
CREATE UNIQUE INDEX wishlist_user_material ON wishlist (user_id, material_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX wishlist_anonymous_material ON wishlist (anonymous_id, material_id) WHERE anonymous_id IS NOT NULL;
CREATE INDEX wishlist_user_list ON wishlist (user_id, world, created_at DESC) WHERE user_id IS NOT NULL;
CREATE INDEX wishlist_anonymous_list ON wishlist (anonymous_id, world, created_at DESC) WHERE anonymous_id IS NOT NULL;

-- A user's folders of one type (purchased, own, favourite), a tree by parent_id (same user and
-- type, no cycles: the API checks moves). Each type has at most one archive folder, which has no
-- parent and no children.
CREATE TABLE folders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  type TEXT NOT NULL CHECK (type IN ('purchased', 'own', 'favourite')),
  title TEXT NOT NULL,
  parent_id INTEGER REFERENCES folders(id) ON DELETE CASCADE,
  is_archive INTEGER NOT NULL DEFAULT 0 CHECK (is_archive IN (0, 1)),
  created_at TEXT NOT NULL,
  CHECK (is_archive = 0 OR parent_id IS NULL)
);
CREATE INDEX folders_user_type ON folders (user_id, type, parent_id);
CREATE UNIQUE INDEX folders_one_archive ON folders (user_id, type) WHERE is_archive = 1;

CREATE TABLE folder_materials (
  folder_id INTEGER NOT NULL REFERENCES folders(id) ON DELETE CASCADE,
  material_id INTEGER NOT NULL REFERENCES materials(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (folder_id, material_id)
);
CREATE INDEX folder_materials_material ON folder_materials (material_id);
