class Solution {
    public int[] dailyTemperatures(int[] temperatures) {
        int[] wait = new int[temperatures.length];
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 0; i < temperatures.length; i++) {
            while (!stack.isEmpty() && temperatures[stack.peek()] < temperatures[i]) {
                int j = stack.pop();
                wait[j] = i - j;
            }
            stack.push(i);
        }
        return wait;
    }
}
