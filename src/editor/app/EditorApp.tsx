import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { toPointer, valueAt } from '../../manifest/json/pointer';
import { arrayAt } from '../../manifest/references/manifestShape';
import { fieldSchemaAt, type Schema } from '../../manifest/schema/schemaLookup';
import type { EditorApi } from './editorApi';
import { ConflictBanner } from '../saving/conflict/ConflictBanner';
import { OlderDraftBanner } from '../saving/conflict/OlderDraftBanner';
import { setAt } from '../saving/jsonEdits';
import { AddEntryDialog } from '../entries/AddEntryDialog';
import { entryKeyOf } from '../entries/entryKey';
import { keysOf, kindChoiceOf, nameLabelOf, newEntry } from '../entries/newEntry';
import { placementChoiceFor, withPlacements } from '../entries/placements';
import { fieldIdFor } from '../forms/fieldIds';
import { NavPanel } from '../navigation/NavPanel';
import { describeChanges } from '../shared/changeSummary';
import { itemHolding, navTree } from '../navigation/navTree';
import { languageOfPath } from '../../manifest/language/languagePaths';
import { boxLanguage } from '../preview/boxLanguage';
import { fieldPointer } from '../preview/fieldPointer';
import { draftLanguages } from '../translations/draftLanguages';
import { moveInDraft } from '../preview/moveInDraft';
import { PreviewBoundary } from '../preview/PreviewBoundary';
import { PreviewPane } from '../preview/PreviewPane';
import { previewTarget, type PreviewTarget } from '../preview/previewTarget';
import type { PanelProblem } from '../problems/PanelProblem';
import { ProblemsPanel } from '../problems/ProblemsPanel';
import { problemsOnShow } from '../problems/problemsOnShow';
import { SiteSearch } from '../search/SiteSearch';
import { DiscardDialog } from '../saving/DiscardDialog';
import { PublishButton } from '../publishing/PublishButton';
import { notice, statusLine, type StatusMessage } from './toolbar/statusLine';
import { Toolbar } from './toolbar/Toolbar';
import { completenessText } from '../translations/completenessText';
import { Columns, EditorStyles, FormArea, FormColumn, Notice, Shell } from './EditorApp.styles';
import { ItemEditor, type FocusRequest } from './ItemEditor';
import { useDraft } from '../saving/useDraft';
import { DraftNotices } from './DraftNotices';
import { saveAttempt } from '../saving/saveAttempt';
import { useSave } from '../saving/useSave';
import { useTouchedFields } from './useTouchedFields';
import { useTranslations } from '../translations/useTranslations';
import { useUndoKeys } from './useUndoKeys';
import { useValidation } from '../problems/useValidation';
import { useVersionWatch } from '../saving/useVersionWatch';

const draftText = (draft: unknown) => `${JSON.stringify(draft, null, 2)}\n`;

/** The staff editor: the site's parts on the left, the chosen item's form in the middle, the page it shows on the right. */
export function EditorApp({ api, storage }: { api: EditorApi; storage: Storage }) {
  const draft = useDraft(api, storage);
  const validation = useValidation(api, draft.draft, draft.disk?.manifest);
  const [status, setStatus] = useReducer(statusLine, undefined);
  const report = useCallback((message: StatusMessage) => setStatus({ type: 'show', message }), []);
  const save = useSave(api, draft, report);
  const changedOnDisk = useVersionWatch(api, draft.disk?.version, save.saving);
  const [selected, setSelected] = useState('/menu');
  const [focus, setFocus] = useState<FocusRequest | undefined>();
  const [addingTo, setAddingTo] = useState<string | undefined>();
  const [target, setTarget] = useState<PreviewTarget>({ path: '/' });
  /** The language of the page the preview shows: the one of the box being edited, or chosen above the preview. */
  const [previewLanguage, setPreviewLanguage] = useState<string | undefined>();
  const [searchQuery, setSearchQuery] = useState('');
  const [outline, setOutline] = useState<string | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  /** The draft as a discard left it: while it is still the draft, say so and offer it back. */
  const [discarded, setDiscarded] = useState<unknown>();
  const { touched, touch, forget } = useTouchedFields();
  const formArea = useRef<HTMLElement>(null);
  useUndoKeys(draft.undo, draft.redo);

  const groups = useMemo(() => (draft.draft === undefined ? [] : navTree(draft.draft)), [draft.draft]);
  const languages = useMemo(() => draftLanguages(draft.draft), [draft.draft]);
  const shownLanguage = languages.find((language) => language.code === previewLanguage)?.code ?? languages[0]!.code;
  const selectedItem = groups
    .flatMap((group) => group.items.flatMap((item) => [item, ...item.children]))
    .find((item) => item.pointer === selected);

  useEffect(() => {
    if (draft.draft !== undefined) setTarget((current) => previewTarget(draft.draft, selected, current));
  }, [draft.draft, selected]);

  // The newest message speaks of the draft before this edit: a notice leaves, an error stays until acted upon.
  useEffect(() => setStatus({ type: 'edited' }), [draft.draft]);

  // Once saved (or discarded), the fields written are the file's: entries added later start quiet again.
  useEffect(() => {
    if (!draft.dirty) forget();
  }, [draft.dirty, forget]);

  // Another item starts at its top, unless a field of it was asked for (ItemEditor scrolls to that).
  useLayoutEffect(() => {
    if (!focus && formArea.current) formArea.current.scrollTop = 0;
  }, [selected, focus]);

  const pick = (pointer: string) => {
    setSelected(pointer);
    setFocus(undefined);
  };
  const openField = (pointer: string) => {
    const item = itemHolding(groups, pointer);
    if (!item) return;
    setSelected(item.pointer);
    setFocus({ fieldId: fieldIdFor(item.pointer, pointer) ?? 'root', serial: Date.now() });
  };
  const translations = useTranslations(draft.draft, groups, openField);

  if (draft.loadError) return <Notice role="alert">{draft.loadError}</Notice>;
  if (!draft.disk || draft.draft === undefined) return <p role="status">사이트 내용을 불러오는 중…</p>;
  const { disk } = draft;

  const add = (
    list: string,
    property: string,
    key: string,
    name: string,
    choice: { property: string; kind: string } | undefined,
    places: string[],
  ) => {
    const items = (fieldSchemaAt(toPointer([list]), draft.draft)?.items ?? {}) as Schema;
    const entries = arrayAt(draft.draft, list) ?? [];
    // The entry and its tabs in one edit: one 되돌리기 takes back both.
    draft.edit(
      withPlacements(
        setAt(draft.draft, [list], [...entries, newEntry(items, property, key, name, choice)]),
        list,
        key,
        name,
        places,
      ),
    );
    pick(toPointer([list, entries.length]));
    setAddingTo(undefined);
  };
  const addingSchema = addingTo && ((fieldSchemaAt(toPointer([addingTo]), draft.draft)?.items ?? {}) as Schema);
  const addingKey = addingSchema && entryKeyOf(addingSchema);
  const kindChoice = addingSchema ? kindChoiceOf(addingSchema) : undefined;
  const placementChoice = addingTo ? placementChoiceFor(draft.draft, addingTo) : undefined;
  // A case is offered at once on the first page showing cases; an instrument's groups are left to choose.
  const placement = placementChoice && {
    choice: placementChoice,
    what: addingTo === 'cases' ? '사례' : '장비',
    initial: placementChoice.multiple ? [] : placementChoice.places.slice(0, 1).map((place) => place.list),
  };

  const { shown, waiting } = problemsOnShow(validation.problems, draft.draft, touched, draft.disk?.manifest);
  // Saving stays possible to try while problems remain: trying is what shows them all.
  const canSave = draft.dirty && !save.conflictText && !changedOnDisk;
  const toFix = draft.dirty && shown.length > 0 ? `문제 ${shown.length}개를 고치면 저장할 수 있습니다.` : undefined;
  const attemptSave = saveAttempt({ draft: draft.draft, validation, save, reveal: touch, openField });
  const discard = () => {
    setConfirmingDiscard(false);
    draft.discard();
    setDiscarded(disk.manifest);
    if (valueAt(disk.manifest, selected) === undefined) pick('/menu');
  };
  const selectedGroup = groups.find((group) => group.items.some((item) => item.pointer === selected));

  return (
    <Shell>
      <EditorStyles />
      <Toolbar
        canUndo={draft.canUndo}
        canRedo={draft.canRedo}
        canSave={canSave}
        dirty={draft.dirty}
        saving={save.saving}
        status={status ?? (toFix ? notice(toFix) : undefined)}
        onDismiss={() => setStatus({ type: 'dismiss' })}
        onUndo={draft.undo}
        onRedo={draft.redo}
        onSave={() => void attemptSave()}
        onDiscard={() => setConfirmingDiscard(true)}
      >
        <PublishButton api={api} dirty={draft.dirty} version={disk.version} report={report} />
      </Toolbar>
      <DraftNotices
        restored={draft.restored}
        discarded={discarded !== undefined && draft.draft === discarded}
        onDiscard={() => setConfirmingDiscard(true)}
        onBringBack={draft.undo}
      />
      {draft.older !== undefined && (
        <OlderDraftBanner
          fileName={disk.fileName}
          diskText={disk.text}
          olderText={draftText(draft.older)}
          onTake={draft.takeOlder}
          onDrop={draft.dropOlder}
        />
      )}
      {(changedOnDisk || save.conflictText !== undefined) && (
        <ConflictBanner
          fileName={disk.fileName}
          diskText={() =>
            save.conflictText !== undefined
              ? Promise.resolve(save.conflictText)
              : api.document().then((answer) => answer.text)
          }
          draftText={draftText(draft.draft)}
          onReload={() => {
            save.clearConflict();
            void draft.reload();
          }}
        />
      )}
      <Columns>
        <NavPanel
          groups={groups}
          selected={selected}
          onSelect={pick}
          onAdd={setAddingTo}
          translations={translations}
          searching={searchQuery.trim() !== ''}
          search={
            <SiteSearch
              draft={draft.draft}
              groups={groups}
              query={searchQuery}
              onQuery={setSearchQuery}
              onOpenField={openField}
              onEdit={draft.edit}
            />
          }
        />
        <FormColumn aria-label="항목 양식과 문제">
          <FormArea
            aria-label="편집"
            ref={formArea}
            onFocus={(event) => {
              setOutline(fieldPointer(selected, event.target.id) ?? null);
              const code = boxLanguage(
                event.currentTarget,
                event.target,
                languages.map((language) => language.code),
              );
              if (code) setPreviewLanguage(code);
            }}
            onBlur={() => setOutline(null)}
          >
            <ItemEditor
              api={api}
              draft={draft.draft}
              pointer={selected}
              title={selectedItem?.label ?? ''}
              note={
                translations?.completeness.has(selected)
                  ? completenessText(translations.completeness.get(selected)!)
                  : undefined
              }
              deletable={selectedGroup?.isEntryList ?? false}
              problems={shown}
              focus={focus}
              onEdit={draft.edit}
              onLeave={draft.closeStep}
              onTouch={touch}
              onDeleted={() => pick(selectedGroup ? `/${selectedGroup.key}/0` : '/menu')}
              onOpenField={openField}
            />
          </FormArea>
          <ProblemsPanel
            problems={shown}
            waiting={waiting.length}
            warnings={validation.warnings}
            current={validation.current}
            onOpen={(problem: PanelProblem) => openField(problem.pointer)}
          />
        </FormColumn>
        <PreviewBoundary>
          <PreviewPane
            api={api}
            draft={draft.draft}
            saved={disk.manifest}
            target={target}
            languages={languages}
            language={shownLanguage}
            onLanguage={setPreviewLanguage}
            outline={outline}
            onShown={(shownPath) => {
              // A link in the page may lead to the other language (its language switch): the editor follows.
              const { language, path } = languageOfPath(shownPath, languages);
              setPreviewLanguage(language.code);
              setTarget({ path });
            }}
            onEdit={openField}
            onMove={(list, from, to) => draft.edit(moveInDraft(draft.draft, list, from, to))}
          />
        </PreviewBoundary>
      </Columns>
      {addingTo && addingSchema && addingKey && (
        <AddEntryDialog
          title={`${groups.find((group) => group.key === addingTo)?.title ?? ''}에 추가`}
          nameLabel={nameLabelOf(addingSchema)}
          entryKey={addingKey}
          takenKeys={keysOf(arrayAt(draft.draft, addingTo) ?? [], addingKey.property)}
          kindChoice={kindChoice}
          placement={placement}
          onAdd={(key, name, kind, places) =>
            add(
              addingTo,
              addingKey.property,
              key,
              name,
              kindChoice && kind ? { property: kindChoice.property, kind } : undefined,
              places,
            )
          }
          onClose={() => setAddingTo(undefined)}
        />
      )}
      {confirmingDiscard && (
        <DiscardDialog
          changes={describeChanges(disk.manifest, draft.draft)}
          onDiscard={discard}
          onClose={() => setConfirmingDiscard(false)}
        />
      )}
    </Shell>
  );
}
