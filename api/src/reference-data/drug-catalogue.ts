/**
 * SAMPLE DATA: the drug catalogue. Real generic and brand names, strengths and forms of drugs commonly
 * taken by people on Medicare. NDCs are generated (5-4-2 form) and prices are sample prices per unit;
 * neither is a real product's code or price.
 */
import { createRng, DEFAULT_SEED, hashString, money } from './prng';

export type DrugKind = 'generic' | 'brand' | 'specialty' | 'insulin';

export interface CatalogueDosage {
  connectureRecordId: string;
  ndc: string;
  label: string;
  strength: string;
  form: string;
  /** What a quantity counts: tablet, capsule, mL, g, pen, inhaler, vial... */
  unit: string;
  packageQuantity: number;
  commonMonthlyQuantity: number;
  unitPrice: number;
}

export interface CatalogueDrug {
  id: string;
  name: string;
  genericName: string;
  kind: DrugKind;
  isBrand: boolean;
  isInsulin: boolean;
  dosages: CatalogueDosage[];
  sample: true;
}

// name | generic name (blank: same) | kind g/b/s/i | form | strengths | units a month | package | $ per unit
const ROWS = `
atorvastatin||g|tablet|10 mg,20 mg,40 mg,80 mg|30|90|0.08
lisinopril||g|tablet|5 mg,10 mg,20 mg,40 mg|30|90|0.05
levothyroxine||g|tablet|25 mcg,50 mcg,75 mcg,88 mcg,100 mcg,112 mcg,125 mcg|30|90|0.15
metformin||g|tablet|500 mg,850 mg,1000 mg|60|180|0.06
metformin ER||g|tablet, extended release|500 mg,750 mg|60|180|0.10
amlodipine||g|tablet|2.5 mg,5 mg,10 mg|30|90|0.04
metoprolol succinate ER||g|tablet, extended release|25 mg,50 mg,100 mg|30|90|0.20
metoprolol tartrate||g|tablet|25 mg,50 mg|60|180|0.05
omeprazole||g|capsule, delayed release|20 mg,40 mg|30|90|0.12
simvastatin||g|tablet|10 mg,20 mg,40 mg|30|90|0.05
losartan||g|tablet|25 mg,50 mg,100 mg|30|90|0.10
gabapentin||g|capsule|100 mg,300 mg,400 mg|90|270|0.08
hydrochlorothiazide||g|tablet|12.5 mg,25 mg|30|90|0.04
sertraline||g|tablet|25 mg,50 mg,100 mg|30|90|0.08
furosemide||g|tablet|20 mg,40 mg|30|90|0.04
rosuvastatin||g|tablet|5 mg,10 mg,20 mg,40 mg|30|90|0.12
pravastatin||g|tablet|10 mg,20 mg,40 mg|30|90|0.10
tamsulosin||g|capsule|0.4 mg|30|90|0.10
escitalopram||g|tablet|5 mg,10 mg,20 mg|30|90|0.08
montelukast||g|tablet|10 mg|30|90|0.10
pantoprazole||g|tablet, delayed release|20 mg,40 mg|30|90|0.10
carvedilol||g|tablet|3.125 mg,6.25 mg,12.5 mg,25 mg|60|180|0.06
clopidogrel||g|tablet|75 mg|30|90|0.10
warfarin||g|tablet|1 mg,2 mg,5 mg|30|90|0.10
donepezil||g|tablet|5 mg,10 mg|30|90|0.10
allopurinol||g|tablet|100 mg,300 mg|30|90|0.06
trazodone||g|tablet|50 mg,100 mg|30|90|0.06
meloxicam||g|tablet|7.5 mg,15 mg|30|90|0.05
glipizide||g|tablet|5 mg,10 mg|60|180|0.06
glimepiride||g|tablet|1 mg,2 mg,4 mg|30|90|0.07
glyburide||g|tablet|5 mg|60|180|0.08
pioglitazone||g|tablet|15 mg,30 mg,45 mg|30|90|0.10
citalopram||g|tablet|10 mg,20 mg,40 mg|30|90|0.05
bupropion XL||g|tablet, extended release|150 mg,300 mg|30|90|0.25
duloxetine||g|capsule, delayed release|20 mg,30 mg,60 mg|30|90|0.15
fluoxetine||g|capsule|10 mg,20 mg,40 mg|30|90|0.06
venlafaxine ER||g|capsule, extended release|37.5 mg,75 mg,150 mg|30|90|0.20
paroxetine||g|tablet|10 mg,20 mg|30|90|0.08
mirtazapine||g|tablet|15 mg,30 mg|30|90|0.10
buspirone||g|tablet|10 mg,15 mg|60|180|0.06
spironolactone||g|tablet|25 mg,50 mg|30|90|0.08
lisinopril-hydrochlorothiazide||g|tablet|10-12.5 mg,20-12.5 mg,20-25 mg|30|90|0.08
losartan-hydrochlorothiazide||g|tablet|50-12.5 mg,100-25 mg|30|90|0.12
valsartan||g|tablet|80 mg,160 mg,320 mg|30|90|0.15
irbesartan||g|tablet|150 mg,300 mg|30|90|0.12
olmesartan||g|tablet|20 mg,40 mg|30|90|0.15
telmisartan||g|tablet|40 mg,80 mg|30|90|0.15
benazepril||g|tablet|10 mg,20 mg,40 mg|30|90|0.05
ramipril||g|capsule|5 mg,10 mg|30|90|0.08
enalapril||g|tablet|10 mg,20 mg|30|90|0.08
diltiazem ER||g|capsule, extended release|120 mg,180 mg,240 mg|30|90|0.30
verapamil ER||g|tablet, extended release|120 mg,240 mg|30|90|0.20
nifedipine ER||g|tablet, extended release|30 mg,60 mg|30|90|0.20
hydralazine||g|tablet|25 mg,50 mg|90|270|0.08
isosorbide mononitrate ER||g|tablet, extended release|30 mg,60 mg|30|90|0.12
propranolol||g|tablet|10 mg,20 mg,40 mg|60|180|0.06
atenolol||g|tablet|25 mg,50 mg|30|90|0.04
bisoprolol||g|tablet|5 mg,10 mg|30|90|0.10
labetalol||g|tablet|100 mg,200 mg|60|180|0.10
nebivolol||g|tablet|5 mg,10 mg|30|90|0.30
clonidine||g|tablet|0.1 mg,0.2 mg|60|180|0.05
chlorthalidone||g|tablet|25 mg|30|90|0.15
bumetanide||g|tablet|1 mg,2 mg|30|90|0.15
torsemide||g|tablet|20 mg|30|90|0.15
digoxin||g|tablet|125 mcg|30|90|0.30
amiodarone||g|tablet|200 mg|30|90|0.20
sotalol||g|tablet|80 mg|60|180|0.20
ranolazine ER||g|tablet, extended release|500 mg|60|180|0.60
ezetimibe||g|tablet|10 mg|30|90|0.10
fenofibrate||g|tablet|48 mg,145 mg|30|90|0.30
gemfibrozil||g|tablet|600 mg|60|180|0.10
finasteride||g|tablet|5 mg|30|90|0.08
terazosin||g|capsule|2 mg,5 mg|30|90|0.10
doxazosin||g|tablet|2 mg,4 mg|30|90|0.08
oxybutynin ER||g|tablet, extended release|5 mg,10 mg|30|90|0.20
tolterodine ER||g|capsule, extended release|4 mg|30|90|0.50
prednisone||g|tablet|5 mg,10 mg,20 mg|30|90|0.05
alendronate||g|tablet|70 mg|4|12|0.25
potassium chloride ER||g|tablet, extended release|10 mEq,20 mEq|30|90|0.15
cyclobenzaprine||g|tablet|5 mg,10 mg|30|90|0.05
methocarbamol||g|tablet|500 mg|60|180|0.08
tizanidine||g|tablet|2 mg,4 mg|60|180|0.06
baclofen||g|tablet|10 mg,20 mg|60|180|0.08
tramadol||g|tablet|50 mg|60|180|0.08
hydrocodone-acetaminophen||g|tablet|5-325 mg,10-325 mg|60|180|0.15
oxycodone||g|tablet|5 mg,10 mg|60|180|0.20
lorazepam||g|tablet|0.5 mg,1 mg|30|90|0.05
alprazolam||g|tablet|0.25 mg,0.5 mg,1 mg|30|90|0.05
clonazepam||g|tablet|0.5 mg,1 mg|30|90|0.05
zolpidem||g|tablet|5 mg,10 mg|30|90|0.06
quetiapine||g|tablet|25 mg,50 mg,100 mg|30|90|0.08
aripiprazole||g|tablet|5 mg,10 mg|30|90|0.10
olanzapine||g|tablet|5 mg,10 mg|30|90|0.10
risperidone||g|tablet|1 mg,2 mg|60|180|0.08
lithium carbonate||g|capsule|300 mg|60|180|0.10
divalproex DR||g|tablet, delayed release|250 mg,500 mg|60|180|0.20
levetiracetam||g|tablet|500 mg,750 mg|60|180|0.12
lamotrigine||g|tablet|25 mg,100 mg|30|90|0.08
topiramate||g|tablet|25 mg,50 mg|60|180|0.06
pregabalin||g|capsule|75 mg,150 mg|60|180|0.20
ropinirole||g|tablet|0.5 mg,1 mg|30|90|0.10
carbidopa-levodopa||g|tablet|25-100 mg,25-250 mg|90|270|0.15
memantine||g|tablet|5 mg,10 mg|60|180|0.15
nortriptyline||g|capsule|25 mg|30|90|0.10
amitriptyline||g|tablet|25 mg|30|90|0.05
hydroxyzine hydrochloride||g|tablet|25 mg|30|90|0.06
meclizine||g|tablet|25 mg|30|90|0.05
famotidine||g|tablet|20 mg,40 mg|60|180|0.05
sucralfate||g|tablet|1 g|120|360|0.25
dicyclomine||g|tablet|20 mg|60|180|0.10
ondansetron||g|tablet|4 mg,8 mg|10|30|0.10
promethazine||g|tablet|25 mg|30|90|0.08
methotrexate||g|tablet|2.5 mg|8|24|0.40
hydroxychloroquine||g|tablet|200 mg|60|180|0.25
colchicine||g|tablet|0.6 mg|30|90|0.80
febuxostat||g|tablet|40 mg|30|90|0.80
diclofenac sodium DR||g|tablet, delayed release|75 mg|60|180|0.10
naproxen||g|tablet|500 mg|60|180|0.06
celecoxib||g|capsule|200 mg|30|90|0.20
amoxicillin||g|capsule|500 mg|21|21|0.10
cephalexin||g|capsule|500 mg|28|28|0.12
nitrofurantoin||g|capsule|100 mg|14|14|0.40
ciprofloxacin||g|tablet|500 mg|14|14|0.10
azithromycin||g|tablet|250 mg|6|6|0.50
valacyclovir||g|tablet|500 mg,1 g|30|90|0.30
acyclovir||g|tablet|400 mg|90|270|0.10
fluconazole||g|tablet|150 mg|1|1|1.00
liothyronine||g|tablet|5 mcg|30|90|0.40
methimazole||g|tablet|5 mg|30|90|0.15
estradiol||g|tablet|1 mg|30|90|0.10
medroxyprogesterone||g|tablet|10 mg|10|30|0.15
anastrozole||g|tablet|1 mg|30|90|0.10
letrozole||g|tablet|2.5 mg|30|90|0.15
tamoxifen||g|tablet|20 mg|30|90|0.20
bicalutamide||g|tablet|50 mg|30|90|0.30
mycophenolate mofetil||g|tablet|500 mg|120|360|0.40
tacrolimus||g|capsule|1 mg|60|180|1.00
sildenafil||g|tablet|20 mg|90|270|0.20
tadalafil||g|tablet|5 mg|30|90|0.30
folic acid||g|tablet|1 mg|30|90|0.03
ergocalciferol||g|capsule|50,000 units|4|12|0.30
cyanocobalamin injection||g|solution for injection (mL)|1,000 mcg/mL|1|10|2.00
levocetirizine||g|tablet|5 mg|30|90|0.10
latanoprost ophthalmic||g|eye drops, solution (mL)|0.005%|2.5|2.5|4.00
timolol ophthalmic||g|eye drops, solution (mL)|0.5%|5|5|1.50
brimonidine ophthalmic||g|eye drops, solution (mL)|0.2%|5|5|2.00
dorzolamide-timolol ophthalmic||g|eye drops, solution (mL)|2-0.5%|10|10|2.20
fluticasone propionate nasal||g|nasal spray (g)|50 mcg/spray|16|16|0.80
albuterol sulfate HFA||g|inhalation aerosol (inhaler)|90 mcg/actuation|1|1|28.00
ipratropium-albuterol||g|inhalation solution (vial)|0.5-2.5 mg/3 mL|120|120|0.30
budesonide-formoterol||g|inhalation aerosol (inhaler)|80-4.5 mcg,160-4.5 mcg|1|1|190.00
triamcinolone acetonide||g|cream (g)|0.1%|30|30|0.20
clobetasol propionate||g|cream (g)|0.05%|30|30|0.60
mupirocin||g|ointment (g)|2%|22|22|0.50
Eliquis|apixaban|b|tablet|2.5 mg,5 mg|60|60|9.80
Xarelto|rivaroxaban|b|tablet|10 mg,15 mg,20 mg|30|30|19.00
Pradaxa|dabigatran etexilate|b|capsule|75 mg,150 mg|60|60|8.20
Brilinta|ticagrelor|b|tablet|60 mg,90 mg|60|60|7.00
Entresto|sacubitril-valsartan|b|tablet|24-26 mg,49-51 mg,97-103 mg|60|60|10.50
Multaq|dronedarone|b|tablet|400 mg|60|60|7.10
Jardiance|empagliflozin|b|tablet|10 mg,25 mg|30|30|21.00
Farxiga|dapagliflozin|b|tablet|5 mg,10 mg|30|30|21.00
Januvia|sitagliptin|b|tablet|25 mg,50 mg,100 mg|30|30|18.00
Janumet|sitagliptin-metformin|b|tablet|50-500 mg,50-1000 mg|60|60|9.50
Tradjenta|linagliptin|b|tablet|5 mg|30|30|18.00
Synjardy|empagliflozin-metformin|b|tablet|5-1000 mg,12.5-1000 mg|60|60|10.50
Rybelsus|semaglutide|b|tablet|3 mg,7 mg,14 mg|30|30|32.00
Ozempic|semaglutide|b|injection pen (pen)|0.25-0.5 mg/dose,1 mg/dose,2 mg/dose|1|1|998.00
Trulicity|dulaglutide|b|injection pen (pen)|0.75 mg/0.5 mL,1.5 mg/0.5 mL,3 mg/0.5 mL,4.5 mg/0.5 mL|4|4|250.00
Mounjaro|tirzepatide|b|injection pen (pen)|2.5 mg/0.5 mL,5 mg/0.5 mL,7.5 mg/0.5 mL,10 mg/0.5 mL|4|4|265.00
Victoza|liraglutide|b|injection pen (pen)|18 mg/3 mL|3|3|330.00
Symbicort|budesonide-formoterol|b|inhalation aerosol (inhaler)|80-4.5 mcg,160-4.5 mcg|1|1|320.00
Trelegy Ellipta|fluticasone furoate-umeclidinium-vilanterol|b|inhalation powder (inhaler)|100-62.5-25 mcg,200-62.5-25 mcg|1|1|650.00
Spiriva Respimat|tiotropium|b|inhalation spray (inhaler)|1.25 mcg,2.5 mcg|1|1|550.00
Breo Ellipta|fluticasone furoate-vilanterol|b|inhalation powder (inhaler)|100-25 mcg,200-25 mcg|1|1|380.00
Anoro Ellipta|umeclidinium-vilanterol|b|inhalation powder (inhaler)|62.5-25 mcg|1|1|450.00
Advair Diskus|fluticasone propionate-salmeterol|b|inhalation powder (inhaler)|100-50 mcg,250-50 mcg,500-50 mcg|1|1|400.00
Ventolin HFA|albuterol sulfate|b|inhalation aerosol (inhaler)|90 mcg/actuation|1|1|60.00
Linzess|linaclotide|b|capsule|72 mcg,145 mcg,290 mcg|30|30|18.00
Myrbetriq|mirabegron|b|tablet, extended release|25 mg,50 mg|30|30|15.00
Restasis|cyclosporine ophthalmic emulsion|b|eye drops, single-use vial (vial)|0.05%|60|60|10.00
Xiidra|lifitegrast ophthalmic|b|eye drops, single-use vial (vial)|5%|60|60|12.00
Nurtec ODT|rimegepant|b|orally disintegrating tablet|75 mg|8|8|115.00
Ubrelvy|ubrogepant|b|tablet|50 mg,100 mg|10|10|95.00
Vraylar|cariprazine|b|capsule|1.5 mg,3 mg,4.5 mg|30|30|48.00
Rexulti|brexpiprazole|b|tablet|1 mg,2 mg|30|30|47.00
Trintellix|vortioxetine|b|tablet|10 mg,20 mg|30|30|15.00
Premarin|conjugated estrogens|b|tablet|0.625 mg|30|30|7.00
Synthroid|levothyroxine|b|tablet|50 mcg,100 mcg|30|90|1.80
Lipitor|atorvastatin|b|tablet|20 mg,40 mg|30|90|12.00
Crestor|rosuvastatin|b|tablet|10 mg,20 mg|30|90|11.00
Plavix|clopidogrel|b|tablet|75 mg|30|90|9.00
Otezla|apremilast|b|tablet|30 mg|60|60|80.00
Xeljanz|tofacitinib|s|tablet|5 mg|60|60|90.00
Humira Pen|adalimumab|s|injection pen (pen)|40 mg/0.4 mL|2|2|3400.00
Enbrel SureClick|etanercept|s|injection autoinjector (autoinjector)|50 mg/mL|4|4|1800.00
Ibrance|palbociclib|s|capsule|75 mg,100 mg,125 mg|21|21|700.00
Revlimid|lenalidomide|s|capsule|5 mg,10 mg,25 mg|21|21|900.00
Jakafi|ruxolitinib|s|tablet|5 mg,10 mg|60|60|250.00
Imbruvica|ibrutinib|s|tablet|420 mg|30|30|780.00
Xtandi|enzalutamide|s|capsule|40 mg|120|120|120.00
Lantus SoloStar|insulin glargine|i|injection pen (mL)|100 units/mL|15|15|22.00
Basaglar KwikPen|insulin glargine|i|injection pen (mL)|100 units/mL|15|15|18.00
Semglee|insulin glargine-yfgn|i|injection pen (mL)|100 units/mL|15|15|10.00
Toujeo SoloStar|insulin glargine|i|injection pen (mL)|300 units/mL|4.5|4.5|45.00
Tresiba FlexTouch|insulin degludec|i|injection pen (mL)|100 units/mL,200 units/mL|15|15|27.00
Humalog KwikPen|insulin lispro|i|injection pen (mL)|100 units/mL|15|15|18.00
Admelog|insulin lispro|i|injection vial (mL)|100 units/mL|10|10|12.00
Lyumjev KwikPen|insulin lispro-aabc|i|injection pen (mL)|100 units/mL|15|15|19.00
NovoLog FlexPen|insulin aspart|i|injection pen (mL)|100 units/mL|15|15|19.00
Fiasp FlexTouch|insulin aspart|i|injection pen (mL)|100 units/mL|15|15|20.00
Humulin R|insulin regular human|i|injection vial (mL)|100 units/mL|10|10|15.00
Humulin N|insulin isophane human|i|injection vial (mL)|100 units/mL|10|10|15.00
Novolin 70/30|insulin isophane and regular human|i|injection vial (mL)|70-30 units/mL|10|10|14.00
`;

const KIND: Record<string, DrugKind> = { g: 'generic', b: 'brand', s: 'specialty', i: 'insulin' };

export const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const parseRow = (row: string, index: number, seed: number): CatalogueDrug => {
  const [
    name = '',
    generic = '',
    kindCode = 'g',
    form = '',
    strengths = '',
    monthly = '30',
    pkg = '30',
    price = '1',
  ] = row.split('|');
  const kind = KIND[kindCode] ?? 'generic';
  const rng = createRng(seed, 'drug', name);
  // Labeler codes 5xxxx-8xxxx, product codes unique per dosage across the catalogue (index * 10 + strength).
  const labeler = String(50_000 + (hashString(name, seed) % 40_000)).padStart(5, '0');
  const formName = form.replace(/\s*\(.*\)$/, '');
  const unit = /\(([^)]+)\)$/.exec(form)?.[1] ?? formName.split(/[ ,]/)[0] ?? formName;
  const dosages = strengths.split(',').map((strength, s): CatalogueDosage => {
    const product = String(index * 10 + s).padStart(4, '0');
    const packageQuantity = Number(pkg);
    return {
      connectureRecordId: `RX${String(index * 10 + s).padStart(6, '0')}`,
      ndc: `${labeler}-${product}-${packageQuantity >= 90 ? '90' : packageQuantity >= 30 ? '30' : '01'}`,
      label: `${name} ${strength} ${formName}`,
      strength,
      form: formName,
      unit,
      packageQuantity,
      commonMonthlyQuantity: Number(monthly),
      // Higher strengths cost somewhat more per unit; a little noise so prices are not round.
      unitPrice: money(Number(price) * (1 + 0.25 * s) * rng.range(0.95, 1.05, 0.001)),
    };
  });
  return {
    id: slug(name),
    name,
    genericName: generic || name,
    kind,
    isBrand: kind !== 'generic',
    isInsulin: kind === 'insulin',
    dosages,
    sample: true,
  };
};

/** The whole catalogue (same seed, same catalogue). */
export const generateDrugCatalogue = (seed = DEFAULT_SEED): CatalogueDrug[] =>
  ROWS.trim()
    .split('\n')
    .map((row, i) => parseRow(row.trim(), i, seed));
