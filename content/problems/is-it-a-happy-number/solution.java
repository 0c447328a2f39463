class Solution {
    public boolean isHappy(int n) {
        Set<Integer> seen = new HashSet<>();
        while (n != 1 && seen.add(n)) {
            int next = 0;
            for (; n > 0; n /= 10) next += (n % 10) * (n % 10);
            n = next;
        }
        return n == 1;
    }
}
