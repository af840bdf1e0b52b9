// Generated from schema/inquiry.schema.json by `npm run gen:types`. Do not edit by hand.

export const validate = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://kmac-lab.co.kr/schema/inquiry.schema.json","title":"문의","description":"문의 양식이 보내는 내용입니다. 회사가 site.json의 inquiryForm.fields에 정한 칸마다 그 칸 이름(key)으로 값이 오고(글은 문자열, 고르기 칸은 고른 항목의 key, 체크 칸은 true 또는 폼 전송의 \"on\"), 아래의 동의·보낸 페이지·비워 두는 칸이 함께 옵니다. 브라우저의 양식과 서버(POST /api/inquiries)가 같은 검사(src/inquiry/checkInquiry.ts)로, 칸 목록에 있는 칸인지와 칸 종류마다 아래 $defs의 규칙에 맞는지 봅니다. 목록에 없는 칸이 오면 받지 않습니다. 글자는 앞뒤 공백을 지운 뒤 검사합니다.","type":"object","required":["consent"],"properties":{"consent":{"title":"개인정보 수집·이용 동의","description":"개인정보 수집·이용에 동의했는지입니다. 동의해야 접수할 수 있습니다.","const":true},"page":{"title":"보낸 페이지","description":"양식이 있던 페이지의 주소와 섹션입니다. 예: /introduce#contact","type":"string","maxLength":200,"pattern":"^/","format":"single-line"},"website":{"title":"비워 두는 칸","description":"사람에게는 보이지 않는 칸입니다. 자동으로 양식을 채우는 프로그램만 여기에 글을 넣으므로, 값이 있으면 조용히 버립니다.","type":"string","maxLength":500,"format":"single-line"}},"additionalProperties":{"title":"회사가 정한 칸의 값","description":"inquiryForm.fields의 칸 하나의 값입니다. 글·고르기 칸은 문자열, 체크 칸은 true(폼 전송에서는 \"on\")입니다.","anyOf":[{"type":"string"},{"type":"boolean"}]},"$defs":{"text":{"title":"한 줄 글","description":"한 줄 글 칸(text)의 값입니다. 200자 이내, 한 줄(줄바꿈·제어 문자 안 됨).","type":"string","maxLength":200,"format":"single-line"},"tel":{"title":"전화번호","description":"전화번호 칸(tel)의 값입니다. 국내 번호와 해외 번호 모두 받습니다: 숫자 7~17자리에 띄어쓰기, 하이픈(-), 점(.), 빗금(/), 괄호, 맨 앞의 +(국가 번호)를 쓸 수 있고, 끝에 내선 번호(내선 12, ext. 12, x12)를 붙일 수 있습니다. 예: 010-1234-5678, 02-123-4567, +49 89 1234 5678, +1 (555) 123-4567 ext. 12","$comment":"Digits in groups: an optional leading + (country code) or 00; groups split by one space, hyphen, dot or slash (spaces allowed around the last three), or bracketed like (555) or (0); a first group closed as in Korean 02)123-4567 (also after a country code: +82 2)123-4567); then an optional extension (ext, extension, x, #, 내선) of 1 to 6 digits. The lookahead counts the number's own digits, 7 (a Korean local number) to 17 (E.164's 15 after an international prefix such as 00, or a trunk (0)). Groups are separated unambiguously, so a long refused string costs linear time. No lookbehind: older Safari cannot compile it, and the form's script holds this pattern.","type":"string","maxLength":40,"pattern":"^(?=[+ \\(]*(?:[0-9][ \\(\\)\\.\\-\\/]*){7,17}(?: *(?:, *)?(?:[Ee][Xx][Tt](?:[Ee][Nn][Ss][Ii][Oo][Nn])?|[Xx]|#|내선)[\\.:]? *[0-9]{1,6})?$)(?:\\+ ?(?:[0-9]+(?: ?[\\.\\-\\/] ?| ))?)?(?:\\([0-9]+\\)[0-9]*|[0-9]+(?:\\)[0-9]*)?)(?:(?: ?[\\.\\-\\/] ?| )(?:\\([0-9]+\\)[0-9]*|[0-9]+)|\\([0-9]+\\)[0-9]*)*(?: *(?:, *)?(?:[Ee][Xx][Tt](?:[Ee][Nn][Ss][Ii][Oo][Nn])?|[Xx]|#|내선)[\\.:]? *[0-9]{1,6})?$","format":"single-line"},"email":{"title":"이메일 주소","description":"이메일 칸(email)의 값입니다. 254자 이내, 이메일 형식, 한 줄.","type":"string","maxLength":254,"format":"email","allOf":[{"$comment":"One format per schema: the one-line rule of the other fields sits here beside email's, so its refusal has its own message.","format":"single-line"}]},"longText":{"title":"여러 줄 글","description":"여러 줄 글 칸(longText)의 값입니다. 5,000자 이내. 줄바꿈과 탭은 되고 그 밖의 제어 문자는 안 됩니다.","type":"string","maxLength":5000,"format":"multiline"}}};
const formats0 = /^(?:(?![\p{Cc}\u2028\u2029])[^])*$/u;
const func1 = { default: (text) => [...text].length }.default;
const pattern4 = new RegExp("^/", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://kmac-lab.co.kr/schema/inquiry.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.consent === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consent"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "consent") || (key0 === "page")) || (key0 === "website"))){
let data0 = data[key0];
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(typeof data0 !== "boolean"){
const err2 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
}
if(data.consent !== undefined){
if(true !== data.consent){
const err4 = {instancePath:instancePath+"/consent",schemaPath:"#/properties/consent/const",keyword:"const",params:{allowedValue: true}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.page !== undefined){
let data2 = data.page;
if(typeof data2 === "string"){
if(func1(data2) > 200){
const err5 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data2)){
const err6 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/pattern",keyword:"pattern",params:{pattern: "^/"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats0.test(data2))){
const err7 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/format",keyword:"format",params:{format: "single-line"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.website !== undefined){
let data3 = data.website;
if(typeof data3 === "string"){
if(func1(data3) > 500){
const err9 = {instancePath:instancePath+"/website",schemaPath:"#/properties/website/maxLength",keyword:"maxLength",params:{limit: 500}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(formats0.test(data3))){
const err10 = {instancePath:instancePath+"/website",schemaPath:"#/properties/website/format",keyword:"format",params:{format: "single-line"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/website",schemaPath:"#/properties/website/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validate_text = validate21;
const schema32 = {"title":"한 줄 글","description":"한 줄 글 칸(text)의 값입니다. 200자 이내, 한 줄(줄바꿈·제어 문자 안 됨).","type":"string","maxLength":200,"format":"single-line"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 200){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(formats0.test(data))){
const err1 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "single-line"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validate_tel = validate22;
const schema33 = {"title":"전화번호","description":"전화번호 칸(tel)의 값입니다. 국내 번호와 해외 번호 모두 받습니다: 숫자 7~17자리에 띄어쓰기, 하이픈(-), 점(.), 빗금(/), 괄호, 맨 앞의 +(국가 번호)를 쓸 수 있고, 끝에 내선 번호(내선 12, ext. 12, x12)를 붙일 수 있습니다. 예: 010-1234-5678, 02-123-4567, +49 89 1234 5678, +1 (555) 123-4567 ext. 12","$comment":"Digits in groups: an optional leading + (country code) or 00; groups split by one space, hyphen, dot or slash (spaces allowed around the last three), or bracketed like (555) or (0); a first group closed as in Korean 02)123-4567 (also after a country code: +82 2)123-4567); then an optional extension (ext, extension, x, #, 내선) of 1 to 6 digits. The lookahead counts the number's own digits, 7 (a Korean local number) to 17 (E.164's 15 after an international prefix such as 00, or a trunk (0)). Groups are separated unambiguously, so a long refused string costs linear time. No lookbehind: older Safari cannot compile it, and the form's script holds this pattern.","type":"string","maxLength":40,"pattern":"^(?=[+ \\(]*(?:[0-9][ \\(\\)\\.\\-\\/]*){7,17}(?: *(?:, *)?(?:[Ee][Xx][Tt](?:[Ee][Nn][Ss][Ii][Oo][Nn])?|[Xx]|#|내선)[\\.:]? *[0-9]{1,6})?$)(?:\\+ ?(?:[0-9]+(?: ?[\\.\\-\\/] ?| ))?)?(?:\\([0-9]+\\)[0-9]*|[0-9]+(?:\\)[0-9]*)?)(?:(?: ?[\\.\\-\\/] ?| )(?:\\([0-9]+\\)[0-9]*|[0-9]+)|\\([0-9]+\\)[0-9]*)*(?: *(?:, *)?(?:[Ee][Xx][Tt](?:[Ee][Nn][Ss][Ii][Oo][Nn])?|[Xx]|#|내선)[\\.:]? *[0-9]{1,6})?$","format":"single-line"};
const pattern5 = new RegExp("^(?=[+ \\(]*(?:[0-9][ \\(\\)\\.\\-\\/]*){7,17}(?: *(?:, *)?(?:[Ee][Xx][Tt](?:[Ee][Nn][Ss][Ii][Oo][Nn])?|[Xx]|#|내선)[\\.:]? *[0-9]{1,6})?$)(?:\\+ ?(?:[0-9]+(?: ?[\\.\\-\\/] ?| ))?)?(?:\\([0-9]+\\)[0-9]*|[0-9]+(?:\\)[0-9]*)?)(?:(?: ?[\\.\\-\\/] ?| )(?:\\([0-9]+\\)[0-9]*|[0-9]+)|\\([0-9]+\\)[0-9]*)*(?: *(?:, *)?(?:[Ee][Xx][Tt](?:[Ee][Nn][Ss][Ii][Oo][Nn])?|[Xx]|#|내선)[\\.:]? *[0-9]{1,6})?$", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 40){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 40}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern5.test(data)){
const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?=[+ \\(]*(?:[0-9][ \\(\\)\\.\\-\\/]*){7,17}(?: *(?:, *)?(?:[Ee][Xx][Tt](?:[Ee][Nn][Ss][Ii][Oo][Nn])?|[Xx]|#|내선)[\\.:]? *[0-9]{1,6})?$)(?:\\+ ?(?:[0-9]+(?: ?[\\.\\-\\/] ?| ))?)?(?:\\([0-9]+\\)[0-9]*|[0-9]+(?:\\)[0-9]*)?)(?:(?: ?[\\.\\-\\/] ?| )(?:\\([0-9]+\\)[0-9]*|[0-9]+)|\\([0-9]+\\)[0-9]*)*(?: *(?:, *)?(?:[Ee][Xx][Tt](?:[Ee][Nn][Ss][Ii][Oo][Nn])?|[Xx]|#|내선)[\\.:]? *[0-9]{1,6})?$"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(formats0.test(data))){
const err2 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "single-line"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validate_email = validate23;
const schema34 = {"title":"이메일 주소","description":"이메일 칸(email)의 값입니다. 254자 이내, 이메일 형식, 한 줄.","type":"string","maxLength":254,"format":"email","allOf":[{"$comment":"One format per schema: the one-line rule of the other fields sits here beside email's, so its refusal has its own message.","format":"single-line"}]};
const formats10 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!(formats0.test(data))){
const err0 = {instancePath,schemaPath:"#/allOf/0/format",keyword:"format",params:{format: "single-line"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(typeof data === "string"){
if(func1(data) > 254){
const err1 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 254}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(formats10.test(data))){
const err2 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "email"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validate_longText = validate24;
const schema35 = {"title":"여러 줄 글","description":"여러 줄 글 칸(longText)의 값입니다. 5,000자 이내. 줄바꿈과 탭은 되고 그 밖의 제어 문자는 안 됩니다.","type":"string","maxLength":5000,"format":"multiline"};
const formats12 = /^(?:(?!(?![\t\n\r])\p{Cc})[^])*$/u;

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 5000){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 5000}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(formats12.test(data))){
const err1 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "multiline"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":false,"dynamicItems":false};
