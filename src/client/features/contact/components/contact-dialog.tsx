import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Modal } from "@/client/components/ui/modal";
import type { ContactInput } from "@/shared/schemas/contact";
import { useContactForm } from "../hooks/use-contact-form";
import { EMPTY_CONTACT_FORM } from "../lib/contact-form-values";
import { ContactForm } from "./contact-form";

/**
 * The contact form in a dialog, for signed-in users, whom /contact sends back to the workspace
 * (docs/product-decisions.md, "Contact sales"): the upgrade prompt's "Contact sales" opens it with the
 * inquiry type and who is writing filled in. The same form and request as the contact page.
 */
export function ContactDialog({
  open,
  onOpenChange,
  title,
  description,
  prefill,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  prefill: Partial<ContactInput>;
  trigger?: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      icon={<Mail aria-hidden className="size-5" />}
      width="wide"
      trigger={trigger}
    >
      <ContactDialogForm prefill={prefill} />
    </Modal>
  );
}

/** Mounted while the dialog is open, so each opening starts from the prefill. */
function ContactDialogForm({ prefill }: { prefill: Partial<ContactInput> }) {
  const form = useContactForm(prefill);
  const { name = "", email = "", inquiryType = "general" } = prefill;
  return <ContactForm form={form} valuesAfterSend={{ ...EMPTY_CONTACT_FORM, name, email, inquiryType }} />;
}
