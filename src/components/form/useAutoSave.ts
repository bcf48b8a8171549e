// Auto-save for edit forms. Decision: an edit form saves in two ways, through the same `save`:
// - explicitly, on submit (button or Enter): every field is touched and validated, then saved;
// - automatically, `delay` ms (default 1500) after the last change, when the form is dirty and
//   valid. Invalid or unchanged values are never auto-saved; a failed save is not retried until
//   the values change again. Changes that cannot be saved say so: the fields in the way show
//   their messages and the state is 'error' ("Not saved: …"), never a quiet idle. A field the
//   record lacks but must have (left empty when it was created) shows its message at once.
// After a save the saved values (or, when `save` returns them, the server's values: a server may
// adjust other fields) become the form's new starting point, so it is no longer dirty and
// UnsavedChangesGuard lets the user go; anything typed while the save was running is kept.
// Call it inside <Formik> and give the <form> its `handleSubmit` (Formik's own onSubmit is unused).
import {
  setNestedObjectValues,
  useFormikContext,
  type FormikErrors,
  type FormikValues,
} from 'formik';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationFailure, failureMessage } from '../../lib/errors';

export type AutoSaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export type UseAutoSaveOptions<V> = {
  /**
   * Saves the values; throws on failure (e.g. assertSuccess's MutationFailure with field errors).
   * May return the values as the server now has them (they become the form's starting point).
   */
  save: (values: V) => Promise<V | void>;
  /** Quiet time after the last change before an auto-save, in ms. */
  delay?: number;
  /** false turns auto-save off (explicit submit still saves). */
  enabled?: boolean;
  /** After an explicit submit (Save) saved, e.g. to go to the record's page. */
  onSubmitted?: () => void;
};

export type AutoSave = {
  status: AutoSaveStatus;
  /** The message of the last failed save. */
  error: string | null;
  /** Touches and validates every field, then saves; true when saved. */
  saveNow: () => Promise<boolean>;
  /** For `<form onSubmit>`. */
  handleSubmit: (event?: FormEvent) => void;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useAutoSave<V extends FormikValues>({
  save,
  delay = 1500,
  enabled = true,
  onSubmitted,
}: UseAutoSaveOptions<V>): AutoSave {
  const { t } = useTranslation();
  const formik = useFormikContext<V>();
  const [status, setStatus] = useState<AutoSaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const formikRef = useRef(formik);
  const saveRef = useRef(save);
  const saving = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    formikRef.current = formik;
    saveRef.current = save;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (values: V): Promise<boolean> => {
    if (saving.current) return false;
    saving.current = true;
    setStatus('saving');
    setError(null);
    try {
      const stored = (await saveRef.current(values)) ?? values;
      if (!mounted.current) return true;
      const latest = formikRef.current.values;
      // fields changed while saving keep what was typed; the others take the stored values
      const next = { ...stored } as Record<string, unknown>;
      for (const key of Object.keys(latest)) {
        if (!same(latest[key], values[key])) next[key] = latest[key];
      }
      formikRef.current.resetForm({ values: stored });
      if (!same(next, stored)) void formikRef.current.setValues(next as V, false);
      setStatus('saved');
      return true;
    } catch (failure) {
      if (!mounted.current) return false;
      setStatus('error');
      setError(failureMessage(failure));
      if (failure instanceof MutationFailure && Object.keys(failure.fieldErrors).length > 0) {
        const fields = Object.keys(failure.fieldErrors);
        void formikRef.current.setTouched(
          { ...formikRef.current.touched, ...Object.fromEntries(fields.map((f) => [f, true])) },
          false,
        );
        formikRef.current.setErrors(failure.fieldErrors as never);
      }
      return false;
    } finally {
      saving.current = false;
    }
  }, []);

  /** Shows the messages of the fields in the way of a save (they count as touched). */
  const showInTheWay = useCallback((errors: FormikErrors<V>) => {
    const current = formikRef.current;
    void current.setTouched({ ...current.touched, ...setNestedObjectValues(errors, true) }, false);
  }, []);

  // what the record must have but lacks shows at once, not at the first Save
  useEffect(() => {
    void (async () => {
      const errors = await formikRef.current.validateForm(formikRef.current.values);
      if (mounted.current && Object.keys(errors).length > 0) showInTheWay(errors);
    })();
  }, [showInTheWay]);

  const { values, dirty } = formik;
  useEffect(() => {
    if (!enabled || !dirty) return;
    const timer = setTimeout(() => {
      void (async () => {
        const current = formikRef.current;
        const errors = await current.validateForm(current.values);
        if (!current.dirty || !mounted.current) return;
        if (Object.keys(errors).length > 0) {
          showInTheWay(errors);
          setStatus('error');
          setError(t('autoSave.inTheWay'));
          return;
        }
        await run(current.values);
      })();
    }, delay);
    return () => clearTimeout(timer);
  }, [values, dirty, enabled, delay, run, showInTheWay, t]);

  const saveNow = useCallback(async () => {
    const current = formikRef.current;
    void current.setTouched(setNestedObjectValues(current.values, true), false);
    const errors = await current.validateForm(current.values);
    if (Object.keys(errors).length > 0) return false;
    return run(current.values);
  }, [run]);

  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      void saveNow().then((saved) => {
        if (saved) onSubmitted?.();
      });
    },
    [saveNow, onSubmitted],
  );

  return { status, error, saveNow, handleSubmit };
}
