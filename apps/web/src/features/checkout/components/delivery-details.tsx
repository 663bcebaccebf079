import { NO_SMS_NOTE, PHONE_HINT } from '@adepa/contract/messages';
import { DELIVERY_NOTE_MAX, GHANA_REGIONS } from '@adepa/contract/order-options';
import { SelectField } from '../../../components/ui/select-field';
import { EmailField, PhoneField, TextField } from '../../../components/ui/text-field';
import type { FieldProps } from '../../../lib/use-schema-form';

type DeliveryField =
  | 'name'
  | 'email'
  | 'phoneNumber'
  | 'province'
  | 'area'
  | 'address'
  | 'deliveryNote';

/** The Delivery Details fields, each showing its message once touched. */
type DeliveryDetailsProps = {
  field: (name: DeliveryField) => FieldProps;
  /** The phone number is a landline: say that no SMS will come. */
  noSms: boolean;
};

export function DeliveryDetails({ field, noSms }: DeliveryDetailsProps) {
  return (
    <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6">
      <legend className="float-left w-full text-lg font-bold">Delivery Details</legend>
      <p className="clear-both pt-1 text-sm text-muted">
        Fields marked <span className="text-red">*</span> are required. We send news of your order
        to this number by SMS and call it before we deliver.
      </p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField {...field('name')} label="Full name" required autoComplete="name" />
        </div>
        <EmailField {...field('email')} label="Email (optional)" />
        <PhoneField
          {...field('phoneNumber')}
          label="Phone Number"
          required
          placeholder="024 455 0123"
          hint={
            <>
              {PHONE_HINT}
              {noSms && (
                <span role="status" className="mt-1 block font-semibold text-ink">
                  {NO_SMS_NOTE}
                </span>
              )}
            </>
          }
        />
        <SelectField
          {...field('province')}
          label="State/Province/Region"
          required
          placeholder="Choose your region"
          options={GHANA_REGIONS}
          autoComplete="address-level1"
        />
        <TextField
          {...field('area')}
          label="City/Town"
          required
          autoComplete="address-level2"
          placeholder="For example Kumasi, Adum"
        />
        <div className="sm:col-span-2">
          <TextField
            {...field('address')}
            label="House address (optional)"
            autoComplete="street-address"
            placeholder="House no., street, landmark or GPS address"
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            {...field('deliveryNote')}
            label="Note for the rider (optional)"
            autoComplete="off"
            maxLength={DELIVERY_NOTE_MAX}
            placeholder="A landmark, when to call"
          />
        </div>
      </div>
    </fieldset>
  );
}
