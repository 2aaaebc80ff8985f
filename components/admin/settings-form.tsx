'use client';

import { useActionState } from 'react';
import { saveSettings, type SettingsFormState } from '@/lib/admin/settings-actions';
import { SETTINGS_PAGE, SOCIAL_NETWORKS, type SettingsForm as Values } from '@/lib/settings';
import { Field, fieldClass, TextAreaField } from './field';
import { FieldErrorList, FormNotice } from './form-notice';
import { SubmitButton } from '@/components/ui/submit-button';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

const LABELS: Record<string, string> = {
  brochure: 'Brochure',
  fabricLibrary: 'Fabric Library',
  virtualTour: 'Virtual Tour',
  ...Object.fromEntries(SOCIAL_NETWORKS.map(([key, name]) => [`social.${key}`, name])),
  phones: 'Phone numbers',
  email: 'E-mail address',
  corporateAddress: 'Corporate office',
  factoryAddress: 'Factories',
  notifyTo: 'Who is told of a new contact message',
};
const idOf = (name: string) => (name === 'brochure' ? 'field-brochureUrl' : `field-${name}`);

const section = 'flex flex-col gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5';

/** The Settings page's one form: everything typed stays in it after a refused save. */
export function SettingsForm({
  values: opened,
  version,
  pdfs,
}: {
  values: Values;
  version: number;
  pdfs: { url: string; name: string }[];
}) {
  const [state, action] = useActionState(
    saveSettings,
    {
      status: 'idle',
      message: '',
      version,
      values: opened,
      errors: {},
    } satisfies SettingsFormState,
    SETTINGS_PAGE,
  );
  const { values, errors } = state;
  // Re-rendered from each answer: the fields show what was posted.
  const key = (name: string) => `${name}:${values[name] ?? ''}`;
  const brochureFile = values.brochureFile ?? '';
  const known = pdfs.some((pdf) => pdf.url === brochureFile);
  return (
    <form action={action} noValidate className="flex flex-col gap-6">
      <input type="hidden" name="$version" value={state.version} />
      <UnsavedChangesGuard unsaved={state.status !== 'idle' && state.status !== 'saved'} />
      <FormNotice state={state}>
        <FieldErrorList errors={errors} labelOf={(name) => LABELS[name] ?? name} idOf={idOf} />
      </FormNotice>

      <fieldset className={section}>
        <legend className="float-left text-lg font-bold">Brochure</legend>
        <p className="clear-left text-sm text-brand-slate">
          The header&apos;s Brochure link opens this file in a new tab.
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor="field-brochureFile" className="text-sm font-semibold">
            An uploaded PDF
          </label>
          <select
            id="field-brochureFile"
            name="brochureFile"
            defaultValue={brochureFile}
            key={key('brochureFile')}
            className={fieldClass}
          >
            <option value="">None (the site&apos;s own)</option>
            {!known && brochureFile && <option value={brochureFile}>{brochureFile}</option>}
            {pdfs.map((pdf) => (
              <option key={pdf.url} value={pdf.url}>
                {pdf.name}
              </option>
            ))}
          </select>
          <p className="text-sm text-brand-slate">
            Upload a PDF on the Pictures and files page first; it is listed here then.
          </p>
        </div>
        <Field
          label="Or the brochure's web address"
          name="brochureUrl"
          type="url"
          defaultValue={values.brochureUrl}
          key={key('brochureUrl')}
          error={errors.brochure}
          hint="Used instead of the file above when filled in."
        />
      </fieldset>

      <fieldset className={section}>
        <legend className="float-left text-lg font-bold">Contact details in the footer</legend>
        <TextAreaField
          label={LABELS.phones!}
          name="phones"
          hint="One a line."
          defaultValue={values.phones}
          key={key('phones')}
          error={errors.phones}
        />
        <Field
          label={LABELS.email!}
          name="email"
          type="email"
          defaultValue={values.email}
          key={key('email')}
          error={errors.email}
        />
        <TextAreaField
          label={LABELS.corporateAddress!}
          name="corporateAddress"
          defaultValue={values.corporateAddress}
          key={key('corporateAddress')}
          error={errors.corporateAddress}
        />
        <TextAreaField
          label={LABELS.factoryAddress!}
          name="factoryAddress"
          defaultValue={values.factoryAddress}
          key={key('factoryAddress')}
          error={errors.factoryAddress}
        />
      </fieldset>

      <fieldset className={section}>
        <legend className="float-left text-lg font-bold">Links to other sites</legend>
        <div className="clear-left grid gap-4 sm:grid-cols-2">
          {['fabricLibrary', 'virtualTour', ...SOCIAL_NETWORKS.map(([k]) => `social.${k}`)].map(
            (name) => (
              <Field
                key={key(name)}
                label={LABELS[name]!}
                name={name}
                type="url"
                defaultValue={values[name]}
                error={errors[name]}
              />
            ),
          )}
        </div>
      </fieldset>

      <fieldset className={section}>
        <legend className="float-left text-lg font-bold">E-mail to staff</legend>
        <TextAreaField
          label={LABELS.notifyTo!}
          name="notifyTo"
          hint="E-mail addresses, one a line. Each new contact message is e-mailed to them."
          defaultValue={values.notifyTo}
          key={key('notifyTo')}
          error={errors.notifyTo}
        />
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
          <input
            type="checkbox"
            name="newsletterDigest"
            defaultChecked={values.newsletterDigest === 'on'}
            key={key('newsletterDigest')}
            className="size-5"
          />
          Also e-mail them once a day how many people subscribed to the newsletter
        </label>
      </fieldset>

      <div>
        <SubmitButton pendingLabel="Saving…">Save settings</SubmitButton>
      </div>
    </form>
  );
}
