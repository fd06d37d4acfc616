/** Body of /blog/keto-mistakes. */
export const KETO_MISTAKES_HTML = `
<p>When we baked our first keto cookies, they were a disaster. Some spread into one giant sheet, some crumbled like sand the moment you picked them up, and a few left a strange cooling feeling on the tongue that nobody could explain. It took us the better part of a year to understand why. Here are the five mistakes we made most often, and what we do now instead.</p>

<h2>1. Treating almond flour like wheat flour</h2>
<p>Almond flour has no gluten, so it cannot build the stretchy network that holds a wheat cookie together. Swap it in cup for cup and the dough is greasy, the cookies spread, and the crumb falls apart. We now weigh everything, use a little less almond flour by volume than a wheat recipe would suggest, and add a small amount of ground flaxseed to bind. Most importantly, we let the dough <strong>rest overnight</strong> so the flour can absorb the butter and eggs fully.</p>

<h2>2. Using a single sweetener</h2>
<p>Erythritol on its own gives that famous cooling aftertaste and can recrystallise into a gritty texture after a day or two. Stevia on its own turns bitter when you use enough of it. The fix is a blend: we combine erythritol with allulose, which browns and stays soft, and a tiny amount of stevia for roundness. The result tastes like sugar, caramelises at the edges and keeps the centres chewy for days.</p>

<h2>3. Skipping the brown butter</h2>
<p>Sugar does a lot of flavour work in a normal cookie through caramelisation. Without it, keto dough can taste flat. Browning the butter before mixing brings back those toasty, nutty, caramel notes. It is the single change that made our tasters stop saying <em>"good, for keto"</em> and start saying just <em>"good"</em>.</p>

<h2>4. Baking until they look done</h2>
<p>A keto cookie that looks finished in the oven is overbaked on the plate. Almond flour browns faster than wheat, and the cookies keep setting as they cool. We pull our trays when the edges are golden and the centres still look slightly underdone, then let them rest on the hot tray for five minutes before moving them to a rack.</p>
<blockquote>If you are unsure, take them out a minute early. You can always bake a cookie longer, but you can never un-bake one.</blockquote>

<h2>5. Forgetting the salt</h2>
<p>Salt makes sweetness taste sweeter and chocolate taste deeper, which matters even more when you are working with sugar alternatives. A pinch in the dough and a few flakes of Himalayan salt on top as the cookies leave the oven transforms them.</p>

<h2>What this means at home</h2>
<p>If you bake keto cookies yourself, start with these habits:</p>
<ul>
<li>Weigh your ingredients rather than measuring by cup.</li>
<li>Blend two or three sweeteners instead of relying on one.</li>
<li>Brown your butter and let it cool before creaming.</li>
<li>Chill the dough for at least a few hours, ideally overnight.</li>
<li>Pull the cookies early and finish them with flaky salt.</li>
</ul>
<p>None of these steps is complicated, but together they are the difference between a compromise and a cookie you would be proud to share. They are also the reason our process takes three days rather than three hours, and why every drop sells out.</p>
`;
