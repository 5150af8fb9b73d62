import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FolderType } from '../../shared/favourites';
import { FOLDER_MESSAGE_MS, FOLDER_TITLE_MAX, WISHLIST_PAGE_SIZE } from '../../shared/favourites';
import type { Folder, WishlistPage } from '../../shared/schemas/favourites';
import type { Material } from '../../shared/schemas/materials';
import { createPageApiClient } from '../api/page-client';
import type { ApiRequestBody } from '../api/client';
import { useIslandEnv } from '../island-env';
import { SignedInGate } from '../components/SignedInGate';
import { fillHref } from '../href-template';
import { flatTree, folderAndBelow, folderTree, type FolderNode } from '../folders-format';
import { fieldValue } from '../dom';

export interface FolderBrowserProps {
  type: FolderType;
  signInHref: string | null;
  /** This world's material page, `…/__id__/__slug__` (src/client/href-template.ts). */
  materialHrefTemplate: string | null;
}

interface Candidate {
  id: number;
  title: string;
}

type Api = ReturnType<typeof createPageApiClient>;

/** The materials that may go into folders of the type: bought ones, own ones, favourites (docs/favourites.md, "What goes where"). */
async function candidates(api: Api, type: FolderType): Promise<Candidate[]> {
  if (type === 'purchased') {
    const answer = await api.get<{ items: { material: Candidate }[] }>('v1/purchases', { query: { page: 1 } });
    return answer.items.map((item) => ({ id: item.material.id, title: item.material.title }));
  }
  if (type === 'own') {
    const answer = await api.get<{ items: Candidate[] }>('v3/seller/materials');
    return answer.items.map((item) => ({ id: item.id, title: item.title }));
  }
  const page = await api.post<WishlistPage>('v3/elastic-indexer/wishlist/query', { limit: WISHLIST_PAGE_SIZE });
  return cards(api, page.wishlist.map((item) => item.id));
}

async function cards(api: Api, ids: readonly number[]): Promise<Material[]> {
  if (ids.length === 0) return [];
  return (await api.get<{ items: Material[] }>('v3/materials', { query: { ids: ids.slice(0, WISHLIST_PAGE_SIZE).join(',') } })).items;
}

/**
 * A folder screen (docs/favourites.md, "Folders"): the user's folders of one type as a tree, the
 * archive apart, the chosen folder's materials, forms to create, rename, move and delete folders,
 * and the materials that may be filed, each with its folder choice and the archive. A success
 * message stays 8 seconds; load failures are only logged to the console.
 */
export default function FolderBrowser(props: FolderBrowserProps) {
  return <SignedInGate signInHref={props.signInHref}>{() => <Folders {...props} />}</SignedInGate>;
}

function Folders({ type, materialHrefTemplate }: FolderBrowserProps) {
  const { t, world } = useIslandEnv();
  const [folders, setFolders] = useState<Folder[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reload = useCallback(
    () =>
      createPageApiClient(world)
        .post<{ folders: Folder[] }>('v3/folders/public/query', { type })
        .then(
          (answer) => setFolders(answer.folders),
          (error: unknown) => {
            // Only logged (docs/product-rules.md, "Errors"): the screen shows no folders.
            console.error('folders could not be loaded', error);
            setFolders((current) => current ?? []);
          },
        ),
    [world, type],
  );

  useEffect(() => {
    reload().catch(() => undefined);
    const pendingTimer = timer;
    return () => clearTimeout(pendingTimer.current);
  }, [reload]);

  const say = (text: string, error = false) => {
    clearTimeout(timer.current);
    setMessage({ text, error });
    if (!error) timer.current = setTimeout(() => setMessage(null), FOLDER_MESSAGE_MS);
  };

  /** Runs one folder call; on success reloads the folders and says `done`. */
  const act = async (path: string, body: ApiRequestBody, done: string): Promise<unknown> => {
    setPending(true);
    try {
      const answer = await createPageApiClient(world).post(path, body);
      await reload();
      say(done);
      return answer;
    } catch {
      say(t('common:form.genericError'), true);
      return null;
    } finally {
      setPending(false);
    }
  };

  if (folders === null) {
    return (
      <p className="form-status" role="status" aria-live="polite">
        {t('common:form.loading')}
      </p>
    );
  }
  const tree = flatTree(folderTree(folders));
  const archive = folders.find((folder) => folder.is_archive) ?? null;
  const current = folders.find((folder) => folder.id === chosen) ?? null;

  return (
    <div className="folder-browser">
      <p className={message?.error ? 'form-status form-status-error' : 'form-status form-status-success'} role="status" aria-live="polite">
        {message?.text ?? ''}
      </p>
      <div className="folder-columns">
        <nav className="folder-tree" aria-label={t('cabinet-materials:folders.treeLabel')}>
          {tree.length === 0 ? <p className="field-hint">{t('cabinet-materials:folders.empty')}</p> : null}
          <ul>
            {tree.map((node) => (
              <li key={node.folder.id} style={{ paddingInlineStart: `${node.depth * 1.25}rem` }}>
                <button type="button" className="folder-link" aria-current={node.folder.id === chosen ? 'true' : undefined} onClick={() => setChosen(node.folder.id)}>
                  {node.folder.title} <span className="field-hint">({node.folder.folders_materials.length})</span>
                </button>
              </li>
            ))}
          </ul>
          <p>
            <button type="button" className="folder-link folder-archive" aria-current={archive !== null && archive.id === chosen ? 'true' : undefined} disabled={archive === null} onClick={() => setChosen(archive?.id ?? null)}>
              {t('cabinet-materials:folders.archive')} <span className="field-hint">({archive?.folders_materials.length ?? 0})</span>
            </button>
          </p>
          <CreateForm tree={tree} pending={pending} onCreate={(title, parent) => act('v3/folders/create', { type, title, parent_id: parent }, t('cabinet-materials:folders.done.created'))} />
        </nav>
        <section className="folder-content" aria-live="polite">
          {current ? (
            <FolderView
              key={current.id}
              folder={current}
              folders={folders}
              tree={tree}
              pending={pending}
              materialHrefTemplate={materialHrefTemplate}
              onRename={(title) => act('v3/folders/update-by-query', { fields: { title }, queryFilter: { ids: [current.id] } }, t('cabinet-materials:folders.done.renamed'))}
              onMove={(parent) => act('v3/folders/update-by-query', { fields: { parent_id: parent }, queryFilter: { ids: [current.id] } }, t('cabinet-materials:folders.done.moved'))}
              onDelete={async () => {
                if ((await act('v3/folders/delete-by-query', { queryFilter: { ids: [current.id] } }, t('cabinet-materials:folders.done.deleted'))) !== null) setChosen(null);
              }}
              onTakeOut={(materialId) =>
                current.is_archive
                  ? act('v3/folders/archive/delete-by-query', { queryFilter: { material_ids: [materialId] }, type }, t('cabinet-materials:folders.done.removed'))
                  : act(
                      `v3/folders/materials/${materialId}/sync`,
                      { folder_type: type, folder_ids: folders.filter((f) => !f.is_archive && f.id !== current.id && f.folders_materials.includes(materialId)).map((f) => f.id) },
                      t('cabinet-materials:folders.done.removed'),
                    )
              }
            />
          ) : (
            <p className="field-hint">{t('cabinet-materials:folders.choose')}</p>
          )}
        </section>
      </div>
      <FileMaterials
        type={type}
        tree={tree}
        pending={pending}
        onFile={(materialId, folderId) =>
          act('v3/folders/materials/add-by-query', { folder_ids: [folderId], queryFilter: { material_ids: [materialId] } }, t('cabinet-materials:folders.done.filed'))
        }
        onArchive={(materialId) => act('v3/folders/archive/add-by-query', { queryFilter: { material_ids: [materialId] }, type }, t('cabinet-materials:folders.done.archived'))}
      />
    </div>
  );
}

function ParentSelect({ id, tree, value, onChange, excluded }: { id: string; tree: readonly FolderNode[]; value: string; onChange: (value: string) => void; excluded?: ReadonlySet<number> }) {
  const { t } = useIslandEnv();
  return (
    <select id={id} value={value} onChange={(event) => onChange(fieldValue(event.target))}>
      <option value="">{t('cabinet-materials:folders.top')}</option>
      {tree
        .filter((node) => !excluded?.has(node.folder.id))
        .map((node) => (
          <option key={node.folder.id} value={String(node.folder.id)}>
            {`${'– '.repeat(node.depth)}${node.folder.title}`}
          </option>
        ))}
    </select>
  );
}

function CreateForm({ tree, pending, onCreate }: { tree: readonly FolderNode[]; pending: boolean; onCreate: (title: string, parent: number | null) => Promise<unknown> }) {
  const { t } = useIslandEnv();
  const id = useId();
  const [title, setTitle] = useState('');
  const [parent, setParent] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') return;
    if ((await onCreate(title.trim(), parent === '' ? null : Number(parent))) !== null) setTitle('');
  };
  return (
    <form className="folder-form" onSubmit={(event) => void submit(event)}>
      <h2 className="folder-form-title">{t('cabinet-materials:folders.create.heading')}</h2>
      <div className="field">
        <label htmlFor={`${id}title`}>{t('cabinet-materials:folders.create.name')}</label>
        <input id={`${id}title`} value={title} maxLength={FOLDER_TITLE_MAX} required onChange={(event) => setTitle(fieldValue(event.target))} />
      </div>
      <div className="field">
        <label htmlFor={`${id}parent`}>{t('cabinet-materials:folders.create.parent')}</label>
        <ParentSelect id={`${id}parent`} tree={tree} value={parent} onChange={setParent} />
      </div>
      <button type="submit" className="button form-submit" disabled={pending}>
        {t('cabinet-materials:folders.create.submit')}
      </button>
    </form>
  );
}

interface FolderViewProps {
  folder: Folder;
  folders: readonly Folder[];
  tree: readonly FolderNode[];
  pending: boolean;
  materialHrefTemplate: string | null;
  onRename: (title: string) => Promise<unknown>;
  onMove: (parent: number | null) => Promise<unknown>;
  onDelete: () => Promise<void>;
  onTakeOut: (materialId: number) => Promise<unknown>;
}

function FolderView({ folder, folders, tree, pending, materialHrefTemplate, onRename, onMove, onDelete, onTakeOut }: FolderViewProps) {
  const { t, world } = useIslandEnv();
  const id = useId();
  const [title, setTitle] = useState(folder.title);
  const [parent, setParent] = useState(folder.parent_id === null ? '' : String(folder.parent_id));
  const [materials, setMaterials] = useState<Material[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const idsKey = folder.folders_materials.join(',');
  const heading = folder.is_archive ? t('cabinet-materials:folders.archive') : folder.title;

  useEffect(() => {
    let live = true;
    cards(createPageApiClient(world), idsKey === '' ? [] : idsKey.split(',').map(Number)).then(
      (items) => {
        if (live) setMaterials(items);
      },
      (error: unknown) => {
        console.error('folder materials could not be loaded', error);
        if (live) setMaterials([]);
      },
    );
    return () => {
      live = false;
    };
  }, [idsKey, world]);

  return (
    <>
      <h2>{t('cabinet-materials:folders.materials.heading', { title: heading })}</h2>
      {materials === null ? (
        <p className="form-status">{t('common:form.loading')}</p>
      ) : materials.length === 0 ? (
        <p className="field-hint">{t('cabinet-materials:folders.materials.empty')}</p>
      ) : (
        <ul className="folder-materials" aria-label={t('cabinet-materials:folders.materials.heading', { title: heading })}>
          {materials.map((material) => (
            <li key={material.id}>
              <a href={fillHref(materialHrefTemplate, material.id, material.slug) ?? '#'}>{material.title}</a>{' '}
              <button type="button" className="button-ghost" disabled={pending} onClick={() => void onTakeOut(material.id)}>
                {t('cabinet-materials:folders.materials.takeOut')}
                <span className="visually-hidden">: {material.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {folder.is_archive ? null : (
        <div className="folder-edit">
          <form
            className="folder-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (title.trim() !== '') void onRename(title.trim());
            }}
          >
            <div className="field">
              <label htmlFor={`${id}rename`}>{t('cabinet-materials:folders.rename.label')}</label>
              <input id={`${id}rename`} value={title} maxLength={FOLDER_TITLE_MAX} required onChange={(event) => setTitle(fieldValue(event.target))} />
            </div>
            <button type="submit" className="button button-secondary" disabled={pending}>
              {t('cabinet-materials:folders.rename.submit')}
            </button>
          </form>
          <form
            className="folder-form"
            onSubmit={(event) => {
              event.preventDefault();
              void onMove(parent === '' ? null : Number(parent));
            }}
          >
            <div className="field">
              <label htmlFor={`${id}move`}>{t('cabinet-materials:folders.move.label')}</label>
              <ParentSelect id={`${id}move`} tree={tree} value={parent} onChange={setParent} excluded={folderAndBelow(folders, folder.id)} />
            </div>
            <button type="submit" className="button button-secondary" disabled={pending}>
              {t('cabinet-materials:folders.move.submit')}
            </button>
          </form>
          {confirming ? (
            <div className="notice" role="alertdialog" aria-label={t('cabinet-materials:folders.delete.confirm', { title: folder.title })}>
              <p>{t('cabinet-materials:folders.delete.confirm', { title: folder.title })}</p>
              <button type="button" className="button" disabled={pending} onClick={() => void onDelete()}>
                {t('cabinet-materials:folders.delete.submit')}
              </button>{' '}
              <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
                {t('cabinet-materials:folders.delete.cancel')}
              </button>
            </div>
          ) : (
            <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
              {t('cabinet-materials:folders.delete.submit')}
            </button>
          )}
        </div>
      )}
    </>
  );
}

function FileMaterials({
  type,
  tree,
  pending,
  onFile,
  onArchive,
}: {
  type: FolderType;
  tree: readonly FolderNode[];
  pending: boolean;
  onFile: (materialId: number, folderId: number) => Promise<unknown>;
  onArchive: (materialId: number) => Promise<unknown>;
}) {
  const { t, world } = useIslandEnv();
  const [list, setList] = useState<Candidate[] | null>(null);

  useEffect(() => {
    let live = true;
    candidates(createPageApiClient(world), type).then(
      (items) => {
        if (live) setList(items);
      },
      (error: unknown) => {
        console.error('materials to file could not be loaded', error);
        if (live) setList([]);
      },
    );
    return () => {
      live = false;
    };
  }, [world, type]);

  return (
    <section className="folder-file">
      <h2>{t('cabinet-materials:folders.file.heading')}</h2>
      {list === null ? (
        <p className="form-status">{t('common:form.loading')}</p>
      ) : list.length === 0 ? (
        <p className="field-hint">{t(`cabinet-materials:folders.file.empty.${type}`)}</p>
      ) : (
        <ul className="folder-materials" aria-label={t('cabinet-materials:folders.file.heading')}>
          {list.map((material) => (
            <FileRow key={material.id} material={material} tree={tree} pending={pending} onFile={onFile} onArchive={onArchive} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FileRow({
  material,
  tree,
  pending,
  onFile,
  onArchive,
}: {
  material: Candidate;
  tree: readonly FolderNode[];
  pending: boolean;
  onFile: (materialId: number, folderId: number) => Promise<unknown>;
  onArchive: (materialId: number) => Promise<unknown>;
}) {
  const { t } = useIslandEnv();
  const id = useId();
  const [folder, setFolder] = useState('');
  const chosen = folder === '' ? (tree[0]?.folder.id ?? null) : Number(folder);
  return (
    <li className="folder-file-row">
      <span id={`${id}title`}>{material.title}</span>
      <span className="field-control">
        <label className="visually-hidden" htmlFor={`${id}folder`}>
          {t('cabinet-materials:folders.file.folder', { title: material.title })}
        </label>
        <select id={`${id}folder`} value={chosen === null ? '' : String(chosen)} disabled={tree.length === 0} onChange={(event) => setFolder(fieldValue(event.target))}>
          {tree.map((node) => (
            <option key={node.folder.id} value={String(node.folder.id)}>
              {`${'– '.repeat(node.depth)}${node.folder.title}`}
            </option>
          ))}
        </select>
        <button type="button" className="button" aria-describedby={`${id}title`} disabled={pending || chosen === null} onClick={() => chosen !== null && void onFile(material.id, chosen)}>
          {t('cabinet-materials:folders.file.add')}
        </button>
        <button type="button" className="button button-secondary" aria-describedby={`${id}title`} disabled={pending} onClick={() => void onArchive(material.id)}>
          {t('cabinet-materials:folders.file.archive')}
        </button>
      </span>
    </li>
  );
}
