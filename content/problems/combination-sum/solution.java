class Solution {
    public List<List<Integer>> combinationSum(int[] candidates, int target) {
        List<List<Integer>> result = new ArrayList<>();
        search(candidates, 0, target, new ArrayList<>(), result);
        return result;
    }

    private void search(int[] candidates, int start, int remaining, List<Integer> chosen, List<List<Integer>> result) {
        if (remaining == 0) {
            result.add(new ArrayList<>(chosen));
            return;
        }
        for (int i = start; i < candidates.length; i++) {
            if (candidates[i] > remaining) continue;
            chosen.add(candidates[i]);
            search(candidates, i, remaining - candidates[i], chosen, result);
            chosen.remove(chosen.size() - 1);
        }
    }
}
