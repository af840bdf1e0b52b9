// Generated from schema/inquiry.schema.json by `npm run gen:types`. Do not edit by hand.

export const validate = validate20;
export default validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://kmac-lab.co.kr/schema/inquiry.schema.json","title":"분석 문의","description":"문의 양식이 보내는 내용입니다. 브라우저의 양식과 서버(POST /api/inquiries)가 이 정의 하나로 검사합니다. 글자는 앞뒤 공백을 지운 뒤 검사합니다.","type":"object","additionalProperties":false,"required":["company","phone","email","message","consent"],"properties":{"company":{"title":"회사명","description":"문의하는 회사의 이름입니다.","type":"string","minLength":1,"maxLength":100,"format":"single-line"},"phone":{"title":"연락처","description":"회신받을 전화번호입니다. 국내 번호와 해외 번호 모두 받습니다: 숫자 7~17자리에 띄어쓰기, 하이픈(-), 점(.), 빗금(/), 괄호, 맨 앞의 +(국가 번호)를 쓸 수 있고, 끝에 내선 번호(내선 12, ext. 12, x12)를 붙일 수 있습니다. 예: 010-1234-5678, 02-123-4567, +49 89 1234 5678, +1 (555) 123-4567 ext. 12","$comment":"Digits in groups: an optional leading + (country code) or 00; groups split by one space, hyphen, dot or slash (spaces allowed around the last three), or bracketed like (555) or (0); a first group closed as in Korean 02)123-4567 (also after a country code: +82 2)123-4567); then an optional extension (ext, extension, x, #, 내선) of 1 to 6 digits. The lookahead counts the number's own digits, 7 (a Korean local number) to 17 (E.164's 15 after an international prefix such as 00, or a trunk (0)). Groups are separated unambiguously, so a long refused string costs linear time. No lookbehind: older Safari cannot compile it, and the form's script holds this pattern.","type":"string","minLength":1,"maxLength":40,"pattern":"^(?=[+ \\(]*(?:[0-9][ \\(\\)\\.\\-\\/]*){7,17}(?: *(?:, *)?(?:[Ee][Xx][Tt](?:[Ee][Nn][Ss][Ii][Oo][Nn])?|[Xx]|#|내선)[\\.:]? *[0-9]{1,6})?$)(?:\\+ ?(?:[0-9]+(?: ?[\\.\\-\\/] ?| ))?)?(?:\\([0-9]+\\)[0-9]*|[0-9]+(?:\\)[0-9]*)?)(?:(?: ?[\\.\\-\\/] ?| )(?:\\([0-9]+\\)[0-9]*|[0-9]+)|\\([0-9]+\\)[0-9]*)*(?: *(?:, *)?(?:[Ee][Xx][Tt](?:[Ee][Nn][Ss][Ii][Oo][Nn])?|[Xx]|#|내선)[\\.:]? *[0-9]{1,6})?$","format":"single-line"},"email":{"title":"이메일","description":"회신받을 이메일 주소입니다.","type":"string","minLength":1,"maxLength":254,"format":"email","allOf":[{"$comment":"One format per schema: the one-line rule of the other fields sits here beside email's, so its refusal has its own message.","format":"single-line"}]},"message":{"title":"문의 내용","description":"분석하려는 시료와 궁금한 점입니다.","type":"string","minLength":1,"maxLength":5000,"format":"multiline"},"consent":{"title":"개인정보 수집·이용 동의","description":"개인정보 수집·이용에 동의했는지입니다. 동의해야 접수할 수 있습니다.","const":true},"page":{"title":"보낸 페이지","description":"양식이 있던 페이지의 주소와 섹션입니다. 예: /introduce#contact","type":"string","maxLength":200,"pattern":"^/","format":"single-line"},"website":{"title":"비워 두는 칸","description":"사람에게는 보이지 않는 칸입니다. 자동으로 양식을 채우는 프로그램만 여기에 글을 넣으므로, 값이 있으면 조용히 버립니다.","type":"string","maxLength":500,"format":"single-line"}}};
const formats0 = /^(?:(?![\p{Cc}\u2028\u2029])[^])*$/u;
const formats6 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats8 = /^(?:(?!(?![\t\n\r])\p{Cc})[^])*$/u;
const func1 = { default: (text) => [...text].length }.default;
const pattern4 = new RegExp("^(?=[+ \\(]*(?:[0-9][ \\(\\)\\.\\-\\/]*){7,17}(?: *(?:, *)?(?:[Ee][Xx][Tt](?:[Ee][Nn][Ss][Ii][Oo][Nn])?|[Xx]|#|내선)[\\.:]? *[0-9]{1,6})?$)(?:\\+ ?(?:[0-9]+(?: ?[\\.\\-\\/] ?| ))?)?(?:\\([0-9]+\\)[0-9]*|[0-9]+(?:\\)[0-9]*)?)(?:(?: ?[\\.\\-\\/] ?| )(?:\\([0-9]+\\)[0-9]*|[0-9]+)|\\([0-9]+\\)[0-9]*)*(?: *(?:, *)?(?:[Ee][Xx][Tt](?:[Ee][Nn][Ss][Ii][Oo][Nn])?|[Xx]|#|내선)[\\.:]? *[0-9]{1,6})?$", "u");
const pattern5 = new RegExp("^/", "u");

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
if(data.company === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "company"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.phone === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.email === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.message === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.consent === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consent"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "company") || (key0 === "phone")) || (key0 === "email")) || (key0 === "message")) || (key0 === "consent")) || (key0 === "page")) || (key0 === "website"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.company !== undefined){
let data0 = data.company;
if(typeof data0 === "string"){
if(func1(data0) > 100){
const err6 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/maxLength",keyword:"maxLength",params:{limit: 100}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data0) < 1){
const err7 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats0.test(data0))){
const err8 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/format",keyword:"format",params:{format: "single-line"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.phone !== undefined){
let data1 = data.phone;
if(typeof data1 === "string"){
if(func1(data1) > 40){
const err10 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/maxLength",keyword:"maxLength",params:{limit: 40}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data1) < 1){
const err11 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern4.test(data1)){
const err12 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^(?=[+ \\(]*(?:[0-9][ \\(\\)\\.\\-\\/]*){7,17}(?: *(?:, *)?(?:[Ee][Xx][Tt](?:[Ee][Nn][Ss][Ii][Oo][Nn])?|[Xx]|#|내선)[\\.:]? *[0-9]{1,6})?$)(?:\\+ ?(?:[0-9]+(?: ?[\\.\\-\\/] ?| ))?)?(?:\\([0-9]+\\)[0-9]*|[0-9]+(?:\\)[0-9]*)?)(?:(?: ?[\\.\\-\\/] ?| )(?:\\([0-9]+\\)[0-9]*|[0-9]+)|\\([0-9]+\\)[0-9]*)*(?: *(?:, *)?(?:[Ee][Xx][Tt](?:[Ee][Nn][Ss][Ii][Oo][Nn])?|[Xx]|#|내선)[\\.:]? *[0-9]{1,6})?$"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats0.test(data1))){
const err13 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/format",keyword:"format",params:{format: "single-line"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.email !== undefined){
let data2 = data.email;
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
const err15 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/allOf/0/format",keyword:"format",params:{format: "single-line"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(typeof data2 === "string"){
if(func1(data2) > 254){
const err16 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func1(data2) < 1){
const err17 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(formats6.test(data2))){
const err18 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.message !== undefined){
let data3 = data.message;
if(typeof data3 === "string"){
if(func1(data3) > 5000){
const err20 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 5000}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func1(data3) < 1){
const err21 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(formats8.test(data3))){
const err22 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/format",keyword:"format",params:{format: "multiline"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.consent !== undefined){
if(true !== data.consent){
const err24 = {instancePath:instancePath+"/consent",schemaPath:"#/properties/consent/const",keyword:"const",params:{allowedValue: true}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.page !== undefined){
let data5 = data.page;
if(typeof data5 === "string"){
if(func1(data5) > 200){
const err25 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern5.test(data5)){
const err26 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/pattern",keyword:"pattern",params:{pattern: "^/"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(formats0.test(data5))){
const err27 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/format",keyword:"format",params:{format: "single-line"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.website !== undefined){
let data6 = data.website;
if(typeof data6 === "string"){
if(func1(data6) > 500){
const err29 = {instancePath:instancePath+"/website",schemaPath:"#/properties/website/maxLength",keyword:"maxLength",params:{limit: 500}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(formats0.test(data6))){
const err30 = {instancePath:instancePath+"/website",schemaPath:"#/properties/website/format",keyword:"format",params:{format: "single-line"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/website",schemaPath:"#/properties/website/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
