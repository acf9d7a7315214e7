import { useNavigate, useParams } from 'react-router-dom';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { ChosenDrug, DrugSearch } from 'web-kit/pickers/drug-picker';
import { LinkLine, NeedLocation, PageFrame } from 'web-kit/ui';
import { drugMessages } from './messages';

const SEARCH_PATH = '/drugs/add-drug/';
const drugPath = (id: string) => `${SEARCH_PATH}${encodeURIComponent(id)}/`;

/** /drugs/add-drug/{drug?}/: search (selected drugs left out by the api), then dosage, quantity, frequency. */
const AddDrugPage = () => {
  const m = useMessages(drugMessages);
  const { session } = useHost();
  const { drug } = useParams();
  const navigate = useNavigate();
  return (
    <PageFrame title={m.addTitle} testId="add-drug-page" onlyImportedFigures>
      <LinkLine to="/drugs/">{m.backToList}</LinkLine>
      {!session ? (
        <NeedLocation />
      ) : drug ? (
        <ChosenDrug
          key={drug}
          id={drug}
          otherHref={SEARCH_PATH}
          onSaved={(name) => navigate('/drugs/', { state: { added: name } })}
        />
      ) : (
        <DrugSearch hrefFor={drugPath} />
      )}
    </PageFrame>
  );
};
export default AddDrugPage;
