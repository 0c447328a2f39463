import java.util.*;
import java.util.stream.*;

class Solution {
    enum State { NEW, VISITING, DONE }

    interface Visitor { boolean visit(int course); }

    public int[] findOrder(int numCourses, int[][] prerequisites) {
        List<List<Integer>> graph = IntStream.range(0, numCourses)
            .mapToObj(i -> new ArrayList<Integer>())
            .collect(Collectors.toList());
        for (int[] p : prerequisites) graph.get(p[1]).add(p[0]);
        State[] state = new State[numCourses];
        Arrays.fill(state, State.NEW);
        Deque<Integer> order = new ArrayDeque<>();
        Visitor[] visitor = new Visitor[1];
        visitor[0] = course -> {
            if (state[course] == State.VISITING) return false;
            if (state[course] == State.DONE) return true;
            state[course] = State.VISITING;
            for (int next : graph.get(course)) if (!visitor[0].visit(next)) return false;
            state[course] = State.DONE;
            order.push(course);
            return true;
        };
        for (int c = 0; c < numCourses; c++) if (!visitor[0].visit(c)) return new int[0];
        return order.stream().mapToInt(Integer::intValue).toArray();
    }
}
